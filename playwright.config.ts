import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * Specs that spend most of their wall time waiting on a clock (a draw's minute, a close
 * time, a poll's interval) rather than on the CPU. `npm test` runs them (E2E_LANE=clock,
 * on a port of their own) beside the API suite, and the rest (E2E_LANE=main) after it
 * (ADR 099); without E2E_LANE every spec runs.
 */
const CLOCK_SPECS = ['lottery-sources', 'admin-phone-app', 'sales-close-time', 'currencies'].map(
  (name) => `**/${name}.spec.ts`,
);
const LANE = process.env.E2E_LANE;

/**
 * End-to-end tests against the built app on a fresh database (scripts/e2e-server.mjs).
 * Run with `npm run test:e2e` (builds first) or `npx playwright test` after `npm run build`.
 */
export default defineConfig({
  testDir: 'e2e',
  ...(LANE === 'clock' && { testMatch: CLOCK_SPECS }),
  ...(LANE === 'main' && { testIgnore: CLOCK_SPECS }),
  // Playwright empties its output folder when it starts: one per port, so two runs never meet.
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
    // Transitions end at once (index.css): Chromium paints fewer frames, about 15 % less of
    // its CPU, which is most of the e2e stage's (ADR 099). Specs about an animation say
    // `test.use({ reducedMotion: 'no-preference' })`.
    reducedMotion: 'reduce',
    // Recording a trace costs Chromium about a quarter of its CPU for every test (ADR 099):
    // CI records it only when it retries a failed test; a local run keeps a failure's.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
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
