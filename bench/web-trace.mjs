/**
 * Where a page's main-thread time goes on first load (not part of npm test):
 *   node bench/web-trace.mjs [home|raffle] [runs]     after `npm run build`
 * Loads the page of the built app (a fresh DATA_DIR with the demo data, as
 * bench/web.mjs) in headless Chromium as a phone, a new browser context per run
 * (empty cache, the splash shown), records a performance trace and prints every
 * main-thread task over 12.5 ms, the ones Lighthouse's simulated 4x CPU turns into
 * blocking time (4 × 12.5 = 50 ms), with what ran inside: scripts evaluated, timers
 * and frames fired, style and layout, and the functions that took the most samples.
 * TBT ≈ Σ (4 × task − 50) over those tasks after the first paint.
 * BENCH_WEB_ROOT=<dir> measures another built copy (as bench/web.mjs);
 * BENCH_TRACE_CPU=n also throttles the CPU n× while tracing (default 1, as
 * Lighthouse observes before it simulates); BENCH_TRACE_OUT=<file> keeps the last trace;
 * Tasks are measured in thread time (the thread's CPU time, steadier than the wall
 * clock on a busy machine); BENCH_TRACE_TIME=wall measures them as Lighthouse does.
 * BENCH_TRACE_WAIT_MS how long each run records after the load event (default 5000).
 * The function names come from the sampling profiler, whose data can fill Chromium's
 * trace buffer on a long recording (a run then reports nothing): BENCH_TRACE_SAMPLES=0
 * leaves it out, or keep the wait short (1500). Build with `vite build --minify false`
 * (copied aside, BENCH_WEB_ROOT) for readable function names.
 */
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { startBuiltApp } from './lib.mjs';

const root = process.env.BENCH_WEB_ROOT ?? new URL('..', import.meta.url).pathname;
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3191);
const CPU = Number(process.env.BENCH_TRACE_CPU ?? 1);
const [pageName = 'raffle', runsArg = '3'] = process.argv.slice(2);
const RUNS = Number(runsArg);
const LONG_MS = 12.5;
const THREAD_TIME = process.env.BENCH_TRACE_TIME !== 'wall';

const shortUrl = (url) => String(url ?? '').replace(/^https?:\/\/[^/]+/, '') || '(inline)';

/** The renderer main thread that evaluated the app's entry (not a blank or browser page). */
function mainThread(events) {
  const entry = events.find(
    (e) =>
      (e.name === 'v8.evaluateModule' || e.name === 'EvaluateScript' || e.name === 'ParseHTML') &&
      /\/assets\/index-|localhost/.test(JSON.stringify(e.args ?? {})),
  );
  return entry ? { pid: entry.pid, tid: entry.tid } : undefined;
}

/** Self time per function (from the sampling profiler's chunks) inside [start, end]. */
function samplesBetween(profile, start, end) {
  const self = new Map();
  for (const { ts, node } of profile.samples) {
    if (ts < start || ts > end) continue;
    const frame = profile.nodes.get(node)?.callFrame;
    if (!frame || ['(idle)', '(program)', '(root)'].includes(frame.functionName)) continue;
    const key = `${frame.functionName || '(anonymous)'} ${shortUrl(frame.url)}:${frame.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + profile.interval.get(ts));
  }
  return [...self.entries()].sort((a, b) => b[1] - a[1]);
}

function readProfile(events, thread) {
  const nodes = new Map();
  const samples = [];
  const interval = new Map();
  let ts = 0;
  for (const e of events) {
    if (e.pid !== thread.pid) continue;
    if (e.name === 'Profile') ts = e.args.data.startTime;
    if (e.name !== 'ProfileChunk') continue;
    const data = e.args.data.cpuProfile ?? {};
    for (const node of data.nodes ?? []) nodes.set(node.id, node);
    const deltas = e.args.data.timeDeltas ?? [];
    (data.samples ?? []).forEach((node, i) => {
      ts += deltas[i];
      samples.push({ ts, node });
      interval.set(ts, Math.max(0, deltas[i + 1] ?? deltas[i]) / 1000);
    });
  }
  return { nodes, samples, interval };
}

const DETAIL_EVENTS = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'RunMicrotasks',
  'UpdateLayoutTree',
  'Layout',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'Paint',
  'MajorGC',
  'MinorGC',
  'V8.GC_MC_BACKGROUND_MARKING',
]);

function describe(events, thread, profile) {
  const mine = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X');
  const nav = events.find((e) => e.name === 'navigationStart' && e.pid === thread.pid)?.ts ?? 0;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === thread.pid)?.ts;
  // A task's thread time (tdur) leaves out the time the thread waited for a core:
  // on a shared machine it moves far less than the wall time (dur) between runs.
  const cost = (e) => (THREAD_TIME ? (e.tdur ?? e.dur) : e.dur) / 1000;
  const tasks = mine.filter((e) => e.name === 'RunTask' && cost(e) > LONG_MS && e.ts > nav);
  let tbt = 0;
  const lines = [];
  for (const task of tasks) {
    const ms = cost(task);
    // On Lighthouse's slow 4G the scripts arrive after the stylesheet has painted the
    // splash: every task of the app counts, whenever this fast local load painted.
    const afterFcp = fcp !== undefined && task.ts > fcp;
    tbt += Math.max(0, 4 * ms - 50);
    const inside = mine
      .filter(
        (e) => DETAIL_EVENTS.has(e.name) && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur,
      )
      .filter((e) => e.dur / 1000 >= 1)
      .slice(0, 8)
      .map((e) => {
        const data = e.args?.data ?? {};
        const what = shortUrl(data.url ?? data.functionName ?? data.type ?? '');
        return `${e.name}${what ? ` ${what}` : ''} ${(e.dur / 1000).toFixed(1)}`;
      });
    const top = samplesBetween(profile, task.ts, task.ts + task.dur)
      .slice(0, 6)
      .map(([name, t]) => `${name} ${t.toFixed(1)}`);
    lines.push(
      `  at ${((task.ts - nav) / 1000).toFixed(0).padStart(5)} ms  ${ms.toFixed(1).padStart(6)} ms${afterFcp ? '' : ' (before FCP)'}\n` +
        `      ${inside.join(' | ')}\n      top: ${top.join(' | ')}`,
    );
  }
  return {
    lines,
    tbt,
    fcp: fcp === undefined ? NaN : (fcp - nav) / 1000,
    count: tasks.length,
  };
}

const app = await startBuiltApp(root, PORT, 'rifas-trace-');
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
});
try {
  const raffles = await (await fetch(`${app.base}/api/raffles/active`)).json();
  const raffle = raffles.reduce((a, b) => (b.total_numbers > a.total_numbers ? b : a));
  const url = pageName === 'home' ? `${app.base}/` : `${app.base}/raffles/${raffle.id}`;
  const summary = [];
  // Run 0 warms the server (its caches, the first page build) and is not reported.
  for (let run = 0; run <= RUNS; run++) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      locale: 'es-VE',
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (CPU !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        ...(process.env.BENCH_TRACE_SAMPLES === '0' ? [] : ['disabled-by-default-v8.cpu_profiler']),
        'blink.user_timing',
        'loading',
        'toplevel',
      ],
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(Number(process.env.BENCH_TRACE_WAIT_MS ?? 5000));
    const buffer = await browser.stopTracing();
    await context.close();
    const events = JSON.parse(buffer.toString()).traceEvents;
    if (process.env.BENCH_TRACE_OUT) writeFileSync(process.env.BENCH_TRACE_OUT, buffer);
    const thread = mainThread(events);
    if (!thread) {
      // A long recording with samples can fill Chromium's trace buffer (see above).
      console.log(`\n${pageName} run ${run}: no main thread in the trace, left out`);
      continue;
    }
    const result = describe(events, thread, readProfile(events, thread));
    if (run === 0) continue;
    console.log(
      `\n${pageName} run ${run}: FCP ${result.fcp.toFixed(0)} ms, ${result.count} tasks over ${LONG_MS} ms, 4x TBT estimate ${result.tbt.toFixed(0)} ms`,
    );
    for (const line of result.lines) console.log(line);
    summary.push(result);
  }
  console.log(
    `\n${pageName}: 4x TBT estimates ${summary.map((r) => r.tbt.toFixed(0)).join(' / ')}; tasks over ${LONG_MS} ms ${summary.map((r) => r.count).join(' / ')}`,
  );
} finally {
  await browser.close();
  await app.stop();
}
