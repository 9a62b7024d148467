import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgres } from '../db/client';
import type { Change } from '../db/changes';
import { raffleNumbers } from '../db/schema';
import { createTestApp, type TestContext } from '../test/app';
import { buildRaffle } from '../test/raffle-factories';
import { jobContext } from '../context';
import { withOwnRuntime } from '../test/database';
import { sweepExpiredHolds } from './hold-sweeper';

const onPostgres = Boolean(inject('pgTemplateUrl'));

describe('hold sweeper', () => {
  let ctx: TestContext;
  const now = new Date(Math.floor(Date.now() / 1000) * 1000);
  const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

  beforeAll(async () => {
    ctx = await createTestApp({ clock: () => now });
  });
  afterAll(async () => ctx.close());

  const numbersOf = async (id: number) =>
    (await ctx.database.db.select().from(raffleNumbers).where(eq(raffleNumbers.raffleId, id)))
      .map((r) => r.number)
      .sort((a, b) => a - b);

  it('deletes lapsed holds only and publishes one change per raffle after the commit', async () => {
    const db = ctx.database.db;
    const a = await buildRaffle(db);
    const b = await buildRaffle(db);
    const untouched = await buildRaffle(db);
    await db.insert(raffleNumbers).values([
      {
        raffleId: a.id,
        number: 1,
        status: 'reserved',
        holderId: 'g:x',
        holdExpiresAt: minutes(-1),
      },
      {
        raffleId: a.id,
        number: 2,
        status: 'reserved',
        holderId: 'g:x',
        holdExpiresAt: minutes(-30),
      },
      { raffleId: a.id, number: 3, status: 'reserved', holderId: 'g:y', holdExpiresAt: minutes(5) },
      { raffleId: a.id, number: 4, status: 'reserved', holderId: 'g:z', paymentId: 77 },
      { raffleId: a.id, number: 5, status: 'sold', paymentId: 78 },
      { raffleId: b.id, number: 9, status: 'reserved', holderId: 'g:w', holdExpiresAt: now },
      {
        raffleId: untouched.id,
        number: 1,
        status: 'reserved',
        holderId: 'g:v',
        holdExpiresAt: minutes(1),
      },
    ]);
    const heard: Change[] = [];
    const stop = ctx.app.runtime.changes.subscribe((m) => {
      if (m.k === 'numbers') heard.push(m);
    });
    try {
      expect(await sweepExpiredHolds({ ...jobContext(ctx.app), now })).toBe(3);
      expect(await numbersOf(a.id)).toEqual([3, 4, 5]);
      expect(await numbersOf(b.id)).toEqual([]);
      expect(await numbersOf(untouched.id)).toEqual([1]);
      // Heard by this instance before the sweep returns: nothing to wait for.
      expect(heard).toEqual([
        expect.objectContaining({ raffle_id: a.id }),
        expect.objectContaining({ raffle_id: b.id }),
      ]);
      expect(await sweepExpiredHolds({ ...jobContext(ctx.app), now })).toBe(0);
      expect(heard).toHaveLength(2);
    } finally {
      stop();
    }
  });

  it.runIf(onPostgres)('lets several instances sweep at once, each hold deleted once', async () => {
    const db = ctx.database.db;
    const raffle = await buildRaffle(db, { endNumber: 999 });
    await db.insert(raffleNumbers).values(
      Array.from({ length: 600 }, (_, n) => ({
        raffleId: raffle.id,
        number: n,
        status: 'reserved' as const,
        holderId: `g:${n}`,
        holdExpiresAt: minutes(-1),
      })),
    );
    // Two other instances: their own pools, each with a runtime of its own.
    const others = [1, 2].map(() => withOwnRuntime(openPostgres(ctx.database.url!, 2)));
    try {
      const counts = await Promise.all([
        sweepExpiredHolds({ ...jobContext(ctx.app), now }, { batch: 200 }),
        ...others.map((other) => sweepExpiredHolds({ ...other, now }, { batch: 200 })),
        sweepExpiredHolds({ ...jobContext(ctx.app), now }, { batch: 200 }),
      ]);
      const total = counts.reduce((s, c) => s + c, 0);
      const rest = await sweepExpiredHolds({ ...jobContext(ctx.app), now });
      expect(total + rest).toBe(600);
      expect(await numbersOf(raffle.id)).toEqual([]);
    } finally {
      await Promise.all(others.map((other) => other.close()));
    }
  });
});
