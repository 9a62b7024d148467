/**
 * Is the page drawn when the splash ends? (part of `npm run bench:web`)
 * The spec's splash covers the first 3 s of a browser session; a buyer from a
 * WhatsApp link meets the page only when it goes, so what counts is that the page
 * is drawn underneath by then. Each page loads in a fresh browser context (empty
 * cache), as a phone (390×844) on Lighthouse's slow-4G network profile, at each
 * CPU slowdown of BENCH_READY_CPU (default `4,14`: Lighthouse's mobile profile, and
 * about the low-end phone that Lighthouse's calculator gives for a fast host), first
 * with the splash (a new session), then as a return visit in the session (no
 * splash: the page's own LCP is the wait). Reports the median of BENCH_WEB_RUNS:
 * the LCP (ms after navigation) and when the splash ended.
 */
/* global window, document -- observe() and the evaluate callback run in the page */
import { chromium } from 'playwright-core';
import * as constants from 'lighthouse/core/config/constants.js';

const SPLASH_SEEN_KEY = 'rifas.splash-seen'; // apps/web/src/lib/storage-keys.ts
const SETTLE_MS = 8_000;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Records the LCP entries and the splash's end, from before the page's first byte. */
function observe() {
  const seen = { lcp: 0, lcpTag: '', splashEnd: null };
  window.__ready = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      seen.lcp = entry.startTime;
      seen.lcpTag = entry.element?.tagName ?? '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  document.addEventListener(
    'animationend',
    (event) => {
      if (event.animationName === 'splash-hide') seen.splashEnd = event.timeStamp;
    },
    true,
  );
}

async function loadOnce(browser, url, cpu, returning) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    if (returning) {
      await page.addInitScript((key) => sessionStorage.setItem(key, '1'), SPLASH_SEEN_KEY);
    }
    await page.addInitScript(observe);
    const slow4G = constants.throttling.mobileSlow4G;
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: slow4G.requestLatencyMs,
      downloadThroughput: (slow4G.downloadThroughputKbps * 1024) / 8,
      uploadThroughput: (slow4G.uploadThroughputKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForTimeout(SETTLE_MS);
    return await page.evaluate(() => window.__ready);
  } finally {
    await context.close();
  }
}

/**
 * pages: {name: url}. Returns {table, ok}: ok when, with the splash, every page's
 * LCP came before the splash ended at Lighthouse's mobile CPU (4x).
 */
export async function measureReady(pages, runs) {
  const rates = (process.env.BENCH_READY_CPU ?? '4,14').split(',').map(Number);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const table = {};
  let ok = true;
  try {
    for (const [name, url] of Object.entries(pages)) {
      for (const cpu of rates) {
        for (const returning of [false, true]) {
          const results = [];
          for (let i = 0; i < runs; i++) results.push(await loadOnce(browser, url, cpu, returning));
          const lcp = Math.round(median(results.map((r) => r.lcp)));
          const ends = results.map((r) => r.splashEnd).filter((t) => t !== null);
          const splashEnd = ends.length ? Math.round(median(ends)) : null;
          const drawnFirst = splashEnd === null ? '' : lcp <= splashEnd ? 'yes' : 'NO';
          if (cpu === 4 && drawnFirst === 'NO') ok = false;
          table[`${name}, ${returning ? 'return visit' : 'new session'}, CPU ${cpu}x`] = {
            'LCP ms': lcp,
            'LCP element': results[results.length - 1].lcpTag,
            'splash ended ms': splashEnd ?? '(not shown)',
            'drawn before it ended': drawnFirst,
            'LCPs ms': results.map((r) => Math.round(r.lcp)).join('/'),
          };
        }
      }
    }
  } finally {
    await browser.close();
  }
  return { table, ok };
}
