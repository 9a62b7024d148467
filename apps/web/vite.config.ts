import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './build/precompress.ts';
import { pagePreloads } from './build/page-preloads.ts';
import { preloadFirstLoad } from './build/preload-first-load.ts';
import { stylesheetFirst } from './build/stylesheet-first.ts';
import { firstLoadChunks } from './build/first-load-chunks.ts';

const chunks = firstLoadChunks();

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    stylesheetFirst(),
    preloadFirstLoad(),
    pagePreloads(),
    precompress(),
    chunks.plugin,
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    rollupOptions: {
      output: {
        codeSplitting: { groups: chunks.groups },
      },
    },
  },
});
