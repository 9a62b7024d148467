import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * Specs that measure time (a tap, a paint, the splash, a live update within 2 s) or start
 * servers of their own: `npm test` runs them after the rest, with nothing else on the cores;
 * the rest runs in two shards at once, each with its own server (scripts/test.mjs, ADR 091).
 */
const ALONE = /\/(buyer-picker|performance|cluster|shell)\.spec\.ts$/;

/**
 * End-to-end tests against the built app on a fresh database (scripts/e2e-server.mjs).
 * Run with `npm run test:e2e` (builds first) or `npx playwright test` after `npm run build`.
 */
export default defineConfig({
  testDir: 'e2e',
  // One folder per server, so two runs at once don't clear each other's traces.
  outputDir: PORT === 3100 ? 'test-results' : `test-results-${PORT}`,
  workers: 1, // two cores shared with the server
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://localhost:${PORT}`,
    locale: 'es-VE',
    timezoneId: 'America/Caracas',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'shared', testIgnore: ALONE },
    { name: 'alone', testMatch: ALONE },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${PORT}/api/health`,
    // Every run needs its own fresh database.
    reuseExistingServer: false,
    timeout: (Number(process.env.E2E_STARTUP_SECONDS ?? 90) + 30) * 1000,
    stdout: 'pipe',
    stderr: 'pipe',
    // Let the script stop the API and delete its temporary DATA_DIR.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
