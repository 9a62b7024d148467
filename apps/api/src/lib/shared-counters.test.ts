import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readCounter } from './rate-counters';
import { SharedCounters } from './shared-counters';
import { createTestDatabase, type TestDatabase } from '../test/database';

const WINDOW_MS = 60_000;

describe('rate-limit counters shared in batches', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  // Every counter a test makes shares what it still holds before the next test,
  // and none may have failed to share.
  const errors: unknown[] = [];
  const made: SharedCounters[] = [];
  const counters = () => {
    const one = new SharedCounters(database.db, (err) => errors.push(err));
    made.push(one);
    return one;
  };
  afterEach(async () => {
    await Promise.all(made.splice(0).map((c) => c.share()));
    expect(errors).toEqual([]);
  });

  it('counts every hit exactly within an instance, and adds them to the table in one batch', async () => {
    const shared = counters();
    const now = new Date();
    const counts: number[] = [];
    // Concurrent first hits: all counted here, none asks the table (ADR 061).
    const results = await Promise.all(
      Array.from({ length: 7 }, () => shared.hit('k:exact', WINDOW_MS, now)),
    );
    for (const r of results) counts.push(r.count);
    expect(counts.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // None reached the table so far: the batch adds them all in one statement.
    expect((await readCounter(database.db, 'k:exact', now)).count).toBe(0);
    await shared.share(now);
    expect((await readCounter(database.db, 'k:exact', now)).count).toBe(7);
    expect((await shared.hit('k:exact', WINDOW_MS, now)).count).toBe(8);
  });

  it('shares the counts between instances', async () => {
    const a = counters();
    const b = counters();
    const now = new Date();
    for (let i = 0; i < 3; i++) await a.hit('k:two', WINDOW_MS, now);
    await a.share(now);
    // B's first hit counts at B; B's first batch brings back what A shared.
    expect((await b.hit('k:two', WINDOW_MS, now)).count).toBe(1);
    await b.share(now);
    expect((await b.read('k:two', now)).count).toBe(4);
    await b.hit('k:two', WINDOW_MS, now);
    await b.share(now);
    await a.hit('k:two', WINDOW_MS, now);
    await a.share(now);
    // After both shared, each sees the other's hits.
    expect((await a.read('k:two', now)).count).toBe(6);
    expect((await readCounter(database.db, 'k:two', now)).count).toBe(6);
  });

  it('starts a new window once the old one has passed', async () => {
    const shared = counters();
    const start = new Date();
    await shared.hit('k:window', 1_000, start);
    await shared.hit('k:window', 1_000, start);
    await shared.share(start);
    const later = new Date(start.getTime() + 1_500);
    const hit = await shared.hit('k:window', 1_000, later);
    expect(hit.count).toBe(1);
    expect(hit.resetAt.getTime()).toBe(later.getTime() + 1_000);
  });

  it('keeps keys with quotes and backslashes apart', async () => {
    const shared = counters();
    const now = new Date();
    const odd = 'k:"quoted"\\slash,{brace}';
    await shared.hit(odd, WINDOW_MS, now);
    await shared.hit(odd, WINDOW_MS, now);
    await shared.share(now);
    expect((await readCounter(database.db, odd, now)).count).toBe(2);
  });

  it('forgets a key whose window has passed, and shares only the keys hit since the last batch', async () => {
    const shared = counters();
    const start = new Date();
    await shared.hit('k:once', 1_000, start);
    await shared.hit('k:kept', WINDOW_MS * 10, start);
    await shared.share(start);
    expect(shared.size).toBe(2);
    // A minute on, the one-time address is dropped from memory; the live window stays.
    const later = new Date(start.getTime() + 61_000);
    await shared.hit('k:kept', WINDOW_MS * 10, later);
    await shared.share(later);
    expect(shared.size).toBe(1);
    expect((await readCounter(database.db, 'k:kept', later)).count).toBe(2);
    expect((await readCounter(database.db, 'k:once', start)).count).toBe(1);
  });
});
