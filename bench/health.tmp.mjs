import { cpuSeconds, runAutocannon, startBenchServer } from './lib.mjs';
const server = await startBenchServer('bench/server.ts', [process.argv[2] ?? 'app'], { DATABASE_URL: process.env.PG ?? '' });
const path = process.argv[3] ?? '/api/health';
const run = async (s) => { const c0 = cpuSeconds(server.pid); const r = await runAutocannon({ url: server.base + path, connections: 50, duration: s }); const c1 = cpuSeconds(server.pid); return { req: r.requests.total, ms: ((c1 - c0) * 1000 / r.requests.total).toFixed(4), status: r['2xx'] }; };
await run(5);
console.log(path, await run(8));
await server.stop();
