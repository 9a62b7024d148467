import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Bodies smaller than this are sent as they are: compressing them saves nothing. */
export const COMPRESS_MIN_BYTES = 1024;

/** A public answer ready to send: the body, its compressed forms and its ETag. */
export type CachedAnswer = {
  etag: string;
  identity: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
};

type Entry = CachedAnswer & { tags: readonly string[]; validUntil: number };

/** What a build returns: the JSON text and until when (by the app's clock) it holds. */
export type Built = { json: string; validUntil: number | null };

type Flight = { tags: readonly string[]; promise: Promise<CachedAnswer>; dropped: boolean };

export type PublicCacheOptions = {
  clock: () => Date;
  /** Rebuilds of one key are at least this far apart: a burst of changes costs one build. */
  minRebuildMs?: number;
  /** A safety net for a change notification lost on the way (e.g. an instance crash). */
  maxAgeMs?: number;
};

/**
 * Brotli's quality for an answer built once and sent many times: 11 halves a
 * 10,000-number list's bytes against quality 6 (14.8 KB of JSON: 5.2 -> 2.7 KB)
 * for ~10 ms on the thread pool, once per change. Above HELD_BEST_MAX_BYTES it
 * costs more than it gains: a 100,000-number bitmap (33 KB) takes 49 ms instead
 * of 11 ms for 16 % fewer bytes, and a raffle on sale rebuilds it up to 4 times
 * a second.
 */
const HELD_BEST_MAX_BYTES = 16 * 1024;

function brotliQuality(bytes: number, held: boolean): number {
  return held && bytes <= HELD_BEST_MAX_BYTES ? constants.BROTLI_MAX_QUALITY : 6;
}

/**
 * The answer's bytes in every encoding. `held`: it will be kept and sent to many
 * (a cache entry), so it is worth compressing harder than an answer sent once.
 */
export async function encodeAnswer(json: string, held = false): Promise<CachedAnswer> {
  const identity = Buffer.from(json);
  const etag = `W/"${createHash('sha1').update(identity).digest('base64url').slice(0, 22)}"`;
  if (identity.length < COMPRESS_MIN_BYTES) return { etag, identity, gzip: null, br: null };
  // zlib's async forms run on the thread pool: a large bitmap never stalls other requests.
  const [gz, br] = await Promise.all([
    gzipAsync(identity, { level: 6 }),
    brotliAsync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality(identity.length, held),
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ]);
  return { etag, identity, gzip: gz, br };
}

/**
 * Public answers held ready in memory (ADR 011). Each entry is keyed by the
 * request it answers and tagged with what it depends on; a change drops the
 * entries of its tags (invalidate), and the next request builds the answer
 * once for everybody waiting (single flight), at most every `minRebuildMs`.
 * Entries also lapse at `validUntil`, the next moment time alone changes them
 * (a hold lapsing, a draw date passing, a rate going stale).
 */
export class PublicCache {
  private readonly entries = new Map<string, Entry>();
  private readonly flights = new Map<string, Flight>();
  private readonly lastBuildAt = new Map<string, number>();
  private readonly clock: () => Date;
  private readonly minRebuildMs: number;
  private readonly maxAgeMs: number;
  /** Builds started (tests and the bench read it). */
  builds = 0;

  constructor(opts: PublicCacheOptions) {
    this.clock = opts.clock;
    this.minRebuildMs = opts.minRebuildMs ?? 250;
    this.maxAgeMs = opts.maxAgeMs ?? 60_000;
  }

  /** The entry if it is current; no promise, so a hit costs no tick. */
  peek(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.clock().getTime() < entry.validUntil) return entry;
    this.entries.delete(key);
    return undefined;
  }

  get(key: string, tags: readonly string[], build: () => Promise<Built>): Promise<CachedAnswer> {
    const hit = this.peek(key);
    if (hit) return Promise.resolve(hit);
    const running = this.flights.get(key);
    if (running) return running.promise;
    const flight: Flight = { tags, promise: Promise.resolve(null as never), dropped: false };
    flight.promise = this.run(key, flight, build).finally(() => {
      if (this.flights.get(key) === flight) this.flights.delete(key);
    });
    this.flights.set(key, flight);
    return flight.promise;
  }

  /** Drops every entry (and build under way) that depends on `tag`. */
  invalidate(tag: string): void {
    for (const [key, entry] of this.entries) if (entry.tags.includes(tag)) this.entries.delete(key);
    for (const [key, flight] of this.flights) {
      if (!flight.tags.includes(tag)) continue;
      flight.dropped = true;
      this.flights.delete(key);
    }
  }

  /** Drops everything: changes may have been missed (a LISTEN reconnect). */
  clear(): void {
    this.entries.clear();
    for (const flight of this.flights.values()) flight.dropped = true;
    this.flights.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** The cached answers' bodies (the privacy test reads them). */
  *bodies(): Iterable<[string, string]> {
    for (const [key, entry] of this.entries) yield [key, entry.identity.toString()];
  }

  private async run(key: string, flight: Flight, build: () => Promise<Built>) {
    const wait = (this.lastBuildAt.get(key) ?? -Infinity) + this.minRebuildMs - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    this.lastBuildAt.set(key, performance.now());
    this.builds += 1;
    const startedAt = this.clock().getTime();
    const built = await build();
    const answer = await encodeAnswer(built.json, true);
    // A change that arrived while building may not be in this answer: serve it to
    // the requests that came before the change, but don't keep it.
    if (!flight.dropped) {
      const limit = startedAt + this.maxAgeMs;
      const validUntil = built.validUntil === null ? limit : Math.min(built.validUntil, limit);
      this.entries.set(key, { ...answer, tags: flight.tags, validUntil });
    }
    return answer;
  }
}
