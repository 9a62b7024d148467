import { defineConfig } from 'vitest/config';
import { webIsolatedProject } from './apps/web/vitest.config.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // PGlite instances are memory-hungry WASM; two cores do best with two workers.
          maxWorkers: 2,
          // Each worker imports the app once for all its files, not once per file: the
          // suite took half the time (484 s against 947 s, same run, same load). Safe because
          // the API keeps no module-level state (runtime.ts; lint forbids module WeakMaps) and
          // every test file builds its own app and database.
          isolate: false,
        },
      },
      'apps/web/vitest.config.ts',
      webIsolatedProject,
    ],
  },
});
