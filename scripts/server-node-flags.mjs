// The Node flags the API server runs with, in one place: npm start, the e2e
// server and the benchmarks (which measure what production runs).
// --max-semi-space-size=64: V8's young generation sized for a crowd. A purchase
// allocates a few hundred KB of short-lived objects (the multipart body, the
// rendered e-mail, the statement); with the default 16 MB semi-space the storm
// ran a scavenge every few dozen purchases. Same-minute storm runs on
// PostgreSQL: server CPU per purchase 1.26 -> 1.13 ms (mean of 5 and 6 runs),
// purchases/s +7 %, no higher peak RSS (ADR 024).
const SEMI_SPACE = '--max-semi-space-size=64';

/** The flags, leaving out the semi-space size when NODE_OPTIONS already sets one. */
export function serverNodeFlags() {
  const own = (process.env.NODE_OPTIONS ?? '').includes('--max-semi-space-size');
  return ['--enable-source-maps', ...(own ? [] : [SEMI_SPACE])];
}
