// Bundles the API into dist/server.js. npm dependencies stay external (native
// modules, WASM); only our own code and @rifas/shared are bundled.
import { cp, readFile, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const pkg = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => name !== '@rifas/shared');

await rm(new URL('./dist', import.meta.url), { recursive: true, force: true });
await build({
  entryPoints: {
    server: 'src/server.ts',
    restore: 'src/scripts/restore.ts',
    'storage-migrate': 'src/scripts/storage-migrate.ts',
    // A worker thread's file sits beside server.js (lib/worker-thread.ts, ADR 089).
    'statement-worker': 'src/modules/reconciliations/parsers/statement-worker.ts',
  },
  absWorkingDir: new URL('.', import.meta.url).pathname,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
await cp(
  new URL('./src/db/migrations', import.meta.url),
  new URL('./dist/migrations', import.meta.url),
  {
    recursive: true,
  },
);
// The SQL functions the migrator applies after the migrations (ADR 067); only their .sql files.
await cp(
  new URL('./src/db/functions', import.meta.url),
  new URL('./dist/functions', import.meta.url),
  {
    recursive: true,
    filter: (source) => !/\.[cm]?[jt]s$/.test(source),
  },
);
console.log('API compilada en apps/api/dist');
