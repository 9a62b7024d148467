/**
 * Many pickers on one raffle (part of `npm run bench`, case `pickers`): PICKERS
 * open event streams on one raffle while purchases arrive at PER_SECOND; every
 * picker refetches the bitmap with its ETag after each event, as the web
 * picker does. Shows how fast each change reaches every picker, how many
 * refetches the cache answered with a new body (one build per change, bursts
 * coalesced) and that the stream cap per address answers 429.
 */
import http from 'node:http';
import { percentile } from './lib.mjs';

/** Opens one event stream; calls onEvent for each `data:` message. Resolves with its status. */
function openStream(base, path, onEvent) {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}${path}`, { agent: false }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        resolve({ status: res.statusCode, close: () => undefined });
        return;
      }
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (message.startsWith('data:')) onEvent(message);
        }
      });
      res.on('error', () => undefined);
      resolve({ status: 200, close: () => req.destroy() });
    });
    req.on('error', reject);
  });
}

function getBitmap(agent, base, path, etag) {
  return new Promise((resolve, reject) => {
    const headers = { 'accept-encoding': 'gzip, deflate, br' };
    if (etag) headers['if-none-match'] = etag;
    const req = http.get(`${base}${path}`, { agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, etag: res.headers.etag ?? etag }));
    });
    req.on('error', reject);
  });
}

/**
 * @param {object} o
 * @param {string} o.base  the server
 * @param {number} o.raffleId
 * @param {(numbers: number[]) => Promise<number>} o.buy  one purchase; resolves with its status
 * @param {number} o.streamCap  the server's SSE_MAX_PER_IP (the stream after it must get 429)
 */
export async function benchPickers({
  base,
  raffleId,
  buy,
  streamCap,
  pickers = 500,
  perSecond = 20,
  seconds = 10,
}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const numbersPath = `/api/raffles/${raffleId}/numbers?format=bitmap`;
  const stats = { events: 0, refetches: 0, bodies: 0, notModified: 0, errors: 0, lags: [] };
  const etags = new Set();

  // A picker refetches while changes it has not seen exist; each refetch covers
  // every event heard before it started: the lag is from the earliest of them.
  const makePicker = () => {
    const picker = { etag: null, busy: false, waitingSince: null };
    const refetchWhileBehind = async () => {
      picker.busy = true;
      try {
        while (picker.waitingSince !== null) {
          const since = picker.waitingSince;
          picker.waitingSince = null;
          const res = await getBitmap(agent, base, numbersPath, picker.etag);
          stats.refetches += 1;
          if (res.status === 200) {
            stats.bodies += 1;
            picker.etag = res.etag;
            etags.add(res.etag);
          } else if (res.status === 304) stats.notModified += 1;
          else stats.errors += 1;
          stats.lags.push(Date.now() - since);
        }
      } catch {
        stats.errors += 1;
      } finally {
        picker.busy = false;
      }
    };
    picker.onEvent = () => {
      stats.events += 1;
      picker.waitingSince ??= Date.now();
      if (!picker.busy) void refetchWhileBehind();
    };
    return picker;
  };

  const streams = [];
  for (let i = 0; i < pickers; i += 50) {
    const batch = Array.from({ length: Math.min(50, pickers - i) }, () => {
      const picker = makePicker();
      return openStream(base, `/api/raffles/${raffleId}/events`, () => picker.onEvent());
    });
    streams.push(...(await Promise.all(batch)));
  }
  const opened = streams.filter((s) => s.status === 200).length;
  const overCap = await openStream(base, `/api/raffles/${raffleId}/events`, () => undefined);
  overCap.close();
  await new Promise((resolve) => setTimeout(resolve, 1000)); // the first events' refetches settle
  Object.assign(stats, { events: 0, refetches: 0, bodies: 0, notModified: 0, lags: [] });
  etags.clear();

  let next = 0;
  let sold = 0;
  const purchases = [];
  const timer = setInterval(() => {
    purchases.push(
      buy([next++]).then((status) => {
        if (status === 201) sold += 1;
      }),
    );
  }, 1000 / perSecond);
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  clearInterval(timer);
  await Promise.all(purchases);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  for (const s of streams) s.close();
  agent.destroy();

  const lags = stats.lags.sort((a, b) => a - b);
  return {
    opened,
    overCapStatus: overCap.status,
    capHolds: opened === Math.min(pickers, streamCap) && overCap.status === 429,
    sold,
    events: stats.events,
    refetches: stats.refetches,
    bodies: stats.bodies,
    notModified: stats.notModified,
    distinctAnswers: etags.size,
    errors: stats.errors,
    lagP50: percentile(lags, 0.5),
    lagP99: percentile(lags, 0.99),
  };
}
