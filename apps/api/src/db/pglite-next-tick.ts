const noop = () => undefined;
let warmed: Promise<void> | null = null;

/**
 * Has V8 optimise Node's `process.nextTick` before PGlite loads an extension
 * (createPglite loads pg_trgm), once per process.
 *
 * Measured (Node 20, PGlite 0.5): when `process.nextTick` is first optimised
 * after PGlite has loaded any extension (bloom, citext, pg_trgm alike), the
 * optimised code builds every tick object through the runtime
 * (`Runtime_DefineKeyedOwnPropertyInLiteral` and a map migration per call in
 * `perf`): ~300–500 ns a call instead of ~60. Node's HTTP path calls it about
 * eight times a request, so the PGlite server answered held public reads with
 * ~4 µs more CPU each than the same code on PostgreSQL (ADR 011). Optimised
 * before the load, it stays fast. Every argument count the HTTP path uses is
 * exercised, so later calls find nothing new to deoptimise on.
 */
export function optimizeNextTickBeforePglite(): Promise<void> {
  warmed ??= (async () => {
    for (let turn = 0; turn < 10; turn += 1) {
      await new Promise<void>((resolve) => {
        for (let i = 0; i < 500; i += 1) {
          process.nextTick(noop);
          process.nextTick(noop, 1);
          process.nextTick(noop, 1, 2);
          process.nextTick(noop, 1, 2, 3);
        }
        // A macrotask between batches lets the concurrent compiler install its code.
        setImmediate(resolve);
      });
    }
  })();
  return warmed;
}
