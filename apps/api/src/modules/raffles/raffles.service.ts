import { messages, type Raffle } from '@rifas/shared';
import type { Executor } from '../../db/client';
import type { ServiceContext } from '../../context';
import { notFound } from '../../lib/errors';
import { prizesOf } from '../draw';
import { presentRaffle } from './raffles.presenter';
import {
  countNumbers,
  findPrizeTitles,
  findRaffleById,
  findWinnerNames,
  listRaffleRows,
  type RaffleRow,
} from './raffles.repository';

const m = messages.raffles;

export type Viewer = { isAdmin: boolean; now: Date };
export type RaffleListKind = 'all' | 'active' | 'past';

const viewerOf = (ctx: ServiceContext): Viewer => ({
  isAdmin: ctx.actor?.role === 'admin',
  now: ctx.now,
});

/**
 * Counts, winners and prize titles of every row in three queries, whatever the list's length.
 * A presenter other services call inside their transaction: it takes its handle.
 */
export async function presentRows(
  db: Executor,
  rows: RaffleRow[],
  viewer: Viewer,
): Promise<Raffle[]> {
  const ids = rows.map((r) => r.id);
  const withWinner = rows.filter((r) => r.winningNumber !== null).map((r) => r.id);
  const [counts, winners, prizeTitles] = await Promise.all([
    countNumbers(db, ids, viewer.now),
    findWinnerNames(db, withWinner),
    findPrizeTitles(db, ids),
  ]);
  return rows.map((row) =>
    presentRaffle(row, {
      counts: counts.get(row.id),
      winnerName: winners.get(row.id),
      prizeTitles: prizeTitles.get(row.id),
      isAdmin: viewer.isAdmin,
      now: viewer.now,
    }),
  );
}

/**
 * all: every raffle for an admin, active + ended for everyone else (pending
 * raffles are drafts, never public). active: those that can sell, extended
 * included, and those whose sales closed before the draw (ADR 088). past: those that have ended, latest draw first.
 */
export async function listRaffles(
  ctx: ServiceContext,
  { kind }: { kind: RaffleListKind },
): Promise<Raffle[]> {
  const { db } = ctx;
  const viewer = viewerOf(ctx);
  if (kind === 'all') {
    return presentRows(db, await listRaffleRows(db, viewer.isAdmin ? 'all' : 'public'), viewer);
  }
  if (kind === 'active') {
    const raffles = await presentRows(db, await listRaffleRows(db, 'active'), viewer);
    return raffles.filter((r) => r.can_sell || (r.sales_closed && r.status === 'active'));
  }
  const raffles = await presentRows(db, await listRaffleRows(db, 'public'), viewer);
  return raffles
    .filter((r) => r.ended)
    .sort((a, b) => b.draw_date.localeCompare(a.draw_date) || b.id - a.id);
}

export async function getRaffle(ctx: ServiceContext, { id }: { id: number }): Promise<Raffle> {
  const { db } = ctx;
  const viewer = viewerOf(ctx);
  const row = await findRaffleById(db, id);
  if (!row || (row.status === 'pending' && !viewer.isAdmin)) throw notFound(m.notFound);
  const [raffle] = await presentRows(db, [row], viewer);
  return { ...raffle!, prizes: await prizesOf(ctx, row) };
}
