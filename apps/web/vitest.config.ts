import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Web tests that mock a module, count history entries, or need a first visit's module state. */
const NEED_ISOLATION = [
  'src/lib/inline-answers-wait.test.ts',
  'src/lib/use-back-closes.test.tsx',
  // Reads the inline answers and the guest id the page keeps for the whole visit.
  'src/app/routes/raffle-detail-route.test.tsx',
];

/**
 * The web tests as two projects of one shape: 'web' shares one jsdom and one import of React,
 * the router and the app per worker (isolate: false; setting up the environment and importing
 * were two thirds of the project's time, ADR 091), and 'web-isolated' runs the few files that
 * need a fresh module graph or history. Sharing is safe because each test renders into a
 * fresh tree that Testing Library unmounts, and src/test/setup.ts resets what a test may
 * leave (storage, timers, stubs, the document's head).
 */
function webProject(isolated: boolean) {
  return defineProject({
    plugins: [react()],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    test: {
      name: isolated ? 'web-isolated' : 'web',
      root: import.meta.dirname,
      include: isolated ? NEED_ISOLATION : ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
      exclude: isolated ? [] : NEED_ISOLATION,
      isolate: isolated,
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      // Form tests type into jsdom key by key: 2-4 s on a quiet 2-core machine, past vitest's
      // 5 s default when other work shares the cores (15 such timeouts in one loaded CI run).
      testTimeout: 20_000,
    },
  });
}

export const webIsolatedProject = webProject(true);

export default webProject(false);
