import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoggedApp, type LoggedApp } from '../logged-app';
import { fuzzOpenApi } from './fuzz';
import { carriesMarker, fuzzFiles, MARKER_VALUES, prepareFixtures } from './fixtures';

/*
 * The OpenAPI-driven fuzz (npm test: 50 requests per operation; npm run fuzz:
 * 300). Every operation of the generated document, as guest, user, admin and
 * with a bogus token, with wrong types, huge and unicode strings, NUL, hostile
 * numbers, __proto__ keys, wrong content types, truncated multipart and
 * duplicated fields. No answer may be a 5xx, and no buyer marker seeded into
 * the bodies or the query strings may reach the log, access logs included.
 */
const FIXED_SEED = 20_261_122;

describe('OpenAPI fuzz', () => {
  let logged: LoggedApp;
  let app: LoggedApp['app'];
  let lines: string[];

  beforeAll(async () => {
    logged = await createLoggedApp('fuzz');
    ({ app, lines } = logged);
  });
  afterAll(() => logged.close());

  it('answers every operation below 500 and logs no buyer data', { timeout: 600_000 }, async () => {
    const report = await fuzzOpenApi({
      app,
      prepare: () => prepareFixtures(app.database.db),
      markers: MARKER_VALUES,
      files: await fuzzFiles(),
      runsPerOperation: 50,
      // A fixed seed keeps `npm test` repeatable; `npm run fuzz` draws a new
      // seed each run (and prints it) to keep finding new cases.
      seed: Number(process.env.FUZZ_SEED ?? FIXED_SEED),
    });
    console.log(
      JSON.stringify({
        ...report,
        serverErrors: report.serverErrors.length,
        timings: Object.entries(report.timings)
          .sort((a, b) => b[1] - a[1])
          .slice(0, 12),
      }),
    );
    for (const e of report.serverErrors.slice(0, 20))
      console.log(e.operation, e.status, e.request.slice(0, 600), e.body);
    expect(report.operations).toBeGreaterThanOrEqual(55);
    expect(report.cases).toBeGreaterThanOrEqual(report.operations * 50);
    expect(report.serverErrors.slice(0, 5)).toEqual([]);
    // The requests were logged (the check below is not vacuous)…
    expect(lines.some((line) => line.includes('/api/raffles'))).toBe(true);
    // …and none of the buyer-like values the bodies carried is in the log (line by line: it is large).
    // Access logs (info) included: markers also travel in query strings, hidden there.
    expect(lines.some((line) => line.includes('%5Bredactado%5D'))).toBe(true);
    for (const marker of MARKER_VALUES) {
      expect(lines.filter((line) => carriesMarker(line, marker))).toEqual([]);
    }
  });
});
