/**
 * Web bench (not part of npm test): `npm run bench:web` after `npm run build`.
 *   1. Built asset sizes (bench/assets.mjs): raw/gzip/brotli, JS on the wire per page.
 *   2. Lighthouse mobile (its default: Moto G Power, simulated slow 4G, 4x CPU) on
 *      home and on a raffle page of the built app, started here on a fresh
 *      DATA_DIR with the demo data; plus one run with real (devtools) slow-4G
 *      throttling, where the layout shift of a slow load actually happens.
 *   3. The same simulated runs with the CPU slowdown calibrated to this machine: the
 *      default 4x assumes a fast desktop host (benchmarkIndex ~1500); on a slower or
 *      busy host it emulates a phone several times slower than the target one.
 *      Lighthouse's own CPU-throttling calculator gives the multiplier. Reported, not
 *      a target: the verdict is Lighthouse's default mobile profile (4x) and the budgets.
 * The system Chromium (CHROME_PATH, default /usr/bin/chromium) runs headless.
 *   4. Whether each page is drawn before the splash ends, on a phone throttled as
 *      Lighthouse's devtools runs are, first visit and return visit (bench/web-ready.mjs).
 * BENCH_WEB_RUNS=n repeats each Lighthouse run and reports the median of each figure
 * (the scores of every run are listed too). BENCH_WEB_MODES=4x,calibrated,devtools,ready picks
 * the runs (default all four). BENCH_WEB_ROOT=<dir> measures a built copy of the repo
 * (its apps/api/dist and apps/web/dist) instead of this one: copy a baseline build
 * aside and measure both in the same minute, since a shared machine's load moves the
 * figures more than most changes do. BENCH_WEB_DETAIL=1 also prints where the main
 * thread's time went per script (Lighthouse's bootup-time audit). BENCH_WEB_AS_BI=n adds
 * rows with the 4x profile as a host of benchmark index n would run it (CPU 4 × this
 * host's index ÷ n): a fast day's figures against a slower day's, never the verdict.
 */
import { loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { measureAssets } from './assets.mjs';
import { startBuiltApp } from './lib.mjs';
import { measureReady } from './web-ready.mjs';

const root = process.env.BENCH_WEB_ROOT ?? new URL('..', import.meta.url).pathname;
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3190);
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 1);
const MODES = (process.env.BENCH_WEB_MODES ?? '4x,calibrated,devtools,ready').split(',');
const DETAIL = process.env.BENCH_WEB_DETAIL === '1';
const AS_BI = Number(process.env.BENCH_WEB_AS_BI ?? 0);
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The demo raffle with the most numbers on sale: the heaviest picker. */
async function pickRaffle(base) {
  const raffles = await (await fetch(`${base}/api/raffles/active`)).json();
  if (!Array.isArray(raffles) || raffles.length === 0) throw new Error('no active demo raffle');
  return raffles.reduce((a, b) => (b.total_numbers > a.total_numbers ? b : a));
}

/**
 * The CPU slowdown that makes this host behave like Lighthouse's mobile target,
 * from its benchmarkIndex (patrickhulce/lighthouse-cpu-throttling-calculator,
 * linked from Lighthouse's docs/throttling.md).
 */
function calibratedMultiplier(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function audit(chrome, url, throttlingMethod, cpuSlowdownMultiplier = 4) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttlingMethod,
      throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier },
    });
    const { audits, categories, runtimeError } = result.lhr;
    if (runtimeError) {
      // A failed run (a busy host can time a page out) scores 0: leave it out of the medians.
      console.error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
      continue;
    }
    if (DETAIL) printBootup(url, audits);
    const ms = (id) => Math.round(audits[id]?.numericValue ?? NaN);
    const jsBytes = (audits['network-requests']?.details?.items ?? [])
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    runs.push({
      'CPU x': Number(cpuSlowdownMultiplier.toFixed(2)),
      BI: Math.round(result.lhr.environment.benchmarkIndex),
      score: Math.round((categories.performance.score ?? 0) * 100),
      'FCP ms': ms('first-contentful-paint'),
      'LCP ms': ms('largest-contentful-paint'),
      'SI ms': ms('speed-index'),
      'TBT ms': ms('total-blocking-time'),
      CLS: Number((audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
      'JS wire KB': Number((jsBytes / 1024).toFixed(1)),
      failing: Object.values(audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'metricSavings')
        .map((a) => a.id)
        .filter((id) => !id.endsWith('-insight'))
        .join(' '),
    });
  }
  if (runs.length === 0) return { score: NaN, scores: 'every run failed' };
  const figures = Object.fromEntries(
    Object.keys(runs[0])
      .filter((key) => typeof runs[0][key] === 'number')
      .map((key) => [key, median(runs.map((r) => r[key]))]),
  );
  return {
    ...figures,
    scores: runs.map((r) => r.score).join('/'),
    failing: runs[runs.length - 1].failing,
  };
}

/** Main-thread milliseconds per kind of work, and per script (bootup-time), largest first. */
function printBootup(url, audits) {
  const items = audits['bootup-time']?.details?.items ?? [];
  const work = audits['mainthread-work-breakdown']?.details?.items ?? [];
  console.log(
    `  main thread ${url}: ${work.map((w) => `${w.group} ${Math.round(w.duration)}`).join(', ')}`,
  );
  for (const item of items.slice(0, 6)) {
    const name = String(item.url).replace(/^https?:\/\/[^/]+/, '');
    console.log(
      `    ${name.padEnd(40)} total ${Math.round(item.total)} ms, script ${Math.round(item.scripting)} ms, parse ${Math.round(item.scriptParseCompile)} ms`,
    );
  }
}

const assets = await measureAssets(join(root, 'apps/web/dist'));
const app = await startBuiltApp(root, PORT, 'rifas-bench-web-');
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});
try {
  const raffle = await pickRaffle(app.base);
  const pages = { home: `${app.base}/`, raffle: `${app.base}/raffles/${raffle.id}` };
  const table = {};
  for (const [name, url] of Object.entries(pages)) {
    const standard = await audit(chrome, url, 'simulate');
    if (MODES.includes('4x')) table[`${name} (simulated, 4x)`] = standard;
    if (AS_BI > 0) {
      table[`${name} (4x as on BI ${AS_BI})`] = await audit(
        chrome,
        url,
        'simulate',
        (4 * standard.BI) / AS_BI,
      );
    }
    const multiplier = calibratedMultiplier(standard.BI);
    if (MODES.includes('calibrated')) {
      table[`${name} (simulated, calibrated)`] = await audit(chrome, url, 'simulate', multiplier);
    }
    if (MODES.includes('devtools')) {
      table[`${name} (devtools slow 4G)`] = await audit(chrome, url, 'devtools', multiplier);
    }
  }
  console.log(
    `\nLighthouse mobile, performance (raffle #${raffle.id}, ${raffle.total_numbers} numbers; median of ${RUNS})`,
  );
  console.log(
    `load average at the end: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  console.table(table);
  // The issue's target is Lighthouse's own mobile profile (simulated slow 4G, 4x CPU):
  // ≥ 90 on both pages, and no layout shift under real slow-4G throttling. The
  // calibrated runs emulate the low-end phone on THIS host: on a fast host (benchmark
  // index ~3,700: about 13x) they are far harsher than Lighthouse's default, on a busy
  // one milder; they are reported beside the verdict, never folded into it.
  const scoresOf = (mode) =>
    Object.entries(table)
      .filter(([name]) => name.includes(mode))
      .map(([name, r]) => `${name.split(' ')[0]} ${r.score}`)
      .join(', ');
  const budgetsOk = Object.values(assets.pages).every((p) => p?.ok);
  const standardOk = Object.entries(table)
    .filter(([name]) => name.includes('simulated, 4x'))
    .every(([, r]) => r.score >= 90);
  const clsOk = (table['raffle (devtools slow 4G)']?.CLS ?? 0) <= 0.05;
  console.log(`JS budgets: ${budgetsOk ? 'met' : 'NOT met'}`);
  if (MODES.includes('4x')) {
    console.log(
      `Lighthouse mobile (4x) >= 90: ${standardOk ? 'met' : 'NOT met'} (${scoresOf('4x')})`,
    );
  }
  if (MODES.includes('devtools'))
    console.log(`CLS <= 0.05 under slow 4G: ${clsOk ? 'met' : 'NOT met'}`);
  if (MODES.includes('calibrated')) {
    console.log(
      `A low-end phone on this host (calibrated, not a target): ${scoresOf('calibrated')}`,
    );
  }
  let readyOk = true;
  if (MODES.includes('ready')) {
    const ready = await measureReady(pages, RUNS);
    console.log(`\nDrawn under the splash? Phone on slow 4G, fresh cache; median of ${RUNS}`);
    console.table(ready.table);
    readyOk = ready.ok;
    console.log(`Drawn before the splash ends (4x): ${readyOk ? 'met' : 'NOT met'}`);
  }
  const ok = budgetsOk && standardOk && clsOk && readyOk;
  console.log(ok ? 'All web targets met.' : 'Some web target is NOT met.');
} finally {
  await chrome.kill();
  await app.stop();
}
