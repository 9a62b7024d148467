import {
  format,
  messages,
  type Raffle,
  type RaffleInputParsed,
  type WinnerData,
} from '@rifas/shared';
import type { Db, Executor } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import { recordAudit, type AuditActor } from '../audit/audit.service';
import { bumpNumbersVersion } from '../numbers/numbers-version';
import { deleteRaffleImages, saveRaffleImage, type SavedRaffleImage } from './raffle-images';
import { presentRaffle } from './raffles.presenter';
import {
  countNumbers,
  countPayments,
  deleteExpiredHoldsOutsideRange,
  deleteRaffleRow,
  findNumberBuyer,
  findRaffleById,
  findTakenOutsideRange,
  findWinnerNames,
  insertRaffle,
  listRaffleRows,
  lockRaffle,
  updateRaffleRow,
  type NewRaffleRow,
  type RaffleRow,
} from './raffles.repository';

const m = messages.raffles;

export type Viewer = { isAdmin: boolean; now: Date };
export type RaffleListKind = 'all' | 'active' | 'past';
export type RaffleDeps = { db: Db; storage: FileStorage; now: Date; actor: AuditActor };
export type RaffleSave = { input: RaffleInputParsed; image: Buffer | null };

/** Counts and winners of every row in two queries, whatever the list's length. */
async function presentRows(db: Executor, rows: RaffleRow[], viewer: Viewer): Promise<Raffle[]> {
  const ids = rows.map((r) => r.id);
  const withWinner = rows.filter((r) => r.winningNumber !== null).map((r) => r.id);
  const [counts, winners] = await Promise.all([
    countNumbers(db, ids, viewer.now),
    findWinnerNames(db, withWinner),
  ]);
  return rows.map((row) =>
    presentRaffle(row, {
      counts: counts.get(row.id),
      winnerName: winners.get(row.id),
      isAdmin: viewer.isAdmin,
      now: viewer.now,
    }),
  );
}

/**
 * all: every raffle for an admin, active + ended for everyone else (pending
 * raffles are drafts, never public). active: those that can sell, extended
 * included. past: those that have ended, latest draw first.
 */
export async function listRaffles(db: Db, kind: RaffleListKind, viewer: Viewer): Promise<Raffle[]> {
  if (kind === 'all') {
    return presentRows(db, await listRaffleRows(db, viewer.isAdmin ? 'all' : 'public'), viewer);
  }
  if (kind === 'active') {
    const raffles = await presentRows(db, await listRaffleRows(db, 'active'), viewer);
    return raffles.filter((r) => r.can_sell);
  }
  const raffles = await presentRows(db, await listRaffleRows(db, 'public'), viewer);
  return raffles
    .filter((r) => r.ended)
    .sort((a, b) => b.draw_date.localeCompare(a.draw_date) || b.id - a.id);
}

export async function getRaffle(db: Db, id: number, viewer: Viewer): Promise<Raffle> {
  const row = await findRaffleById(db, id);
  if (!row || (row.status === 'pending' && !viewer.isAdmin)) throw notFound(m.notFound);
  const [raffle] = await presentRows(db, [row], viewer);
  return raffle!;
}

/**
 * DESIGN §3: pending ↔ active through the form; a winning number saved once
 * the draw date has passed completes the raffle; completed is final.
 */
function nextStatus(
  current: RaffleRow['status'] | null,
  input: RaffleInputParsed,
  now: Date,
): RaffleRow['status'] {
  if (current === 'completed') return 'completed';
  const drawPassed = new Date(input.draw_date).getTime() <= now.getTime();
  if (input.numero_ganador !== null && drawPassed) return 'completed';
  return input.status;
}

function toRow(input: RaffleInputParsed, status: RaffleRow['status']): NewRaffleRow {
  return {
    title: input.title,
    description: input.description,
    productToWin: input.product_to_win,
    priceCents: Math.round(input.price_per_number * 100),
    startNumber: input.start_number,
    endNumber: input.end_number,
    drawDate: new Date(input.draw_date),
    status,
    winningNumber: input.numero_ganador,
    isMinimalRequired: input.is_minimal_required,
    minimalNumber: input.minimal_number,
    diffusionChannel: input.diffusion_channel,
  };
}

const auditFields = (row: NewRaffleRow) => ({
  title: row.title,
  status: row.status,
  price_cents: row.priceCents,
  start_number: row.startNumber,
  end_number: row.endNumber,
  draw_date: row.drawDate instanceof Date ? row.drawDate.toISOString() : row.drawDate,
  numero_ganador: row.winningNumber ?? null,
  is_minimal_required: row.isMinimalRequired,
  minimal_number: row.minimalNumber,
});

function changedFields(before: RaffleRow, after: RaffleRow): Record<string, [unknown, unknown]> {
  const a = auditFields(before);
  const b = auditFields(after);
  const changes: Record<string, [unknown, unknown]> = {};
  for (const key of Object.keys(a) as (keyof typeof a)[]) {
    if (a[key] !== b[key]) changes[key] = [a[key], b[key]];
  }
  return changes;
}

/** Image files are written before the transaction and removed again if it fails. */
async function withNewImage<T>(
  deps: RaffleDeps,
  upload: Buffer | null,
  work: (image: SavedRaffleImage | null) => Promise<T>,
): Promise<T> {
  const image = upload ? await saveRaffleImage(deps.storage, upload) : null;
  try {
    return await work(image);
  } catch (err) {
    if (image) await deleteRaffleImages(deps.storage, image);
    throw err;
  }
}

export async function createRaffle(deps: RaffleDeps, save: RaffleSave): Promise<Raffle> {
  const row = await withNewImage(deps, save.image, (image) =>
    deps.db.transaction(async (tx) => {
      const values = toRow(save.input, nextStatus(null, save.input, deps.now));
      const created = await insertRaffle(tx, { ...values, ...image });
      await recordAudit(tx, {
        actor: deps.actor,
        action: 'raffle.create',
        entity: 'raffle',
        entityId: created.id,
        details: auditFields(created),
      });
      return created;
    }),
  );
  const [raffle] = await presentRows(deps.db, [row], { isAdmin: true, now: deps.now });
  return raffle!;
}

/** PUT replaces every field of the form; `remove_image` drops the current image. */
export async function updateRaffle(
  deps: RaffleDeps,
  id: number,
  save: RaffleSave,
): Promise<Raffle> {
  const { input } = save;
  const { before, after } = await withNewImage(deps, save.image, (image) =>
    deps.db.transaction(async (tx) => {
      const current = await lockRaffle(tx, id);
      if (!current) throw notFound(m.notFound);
      const { start_number: start, end_number: end } = input;
      if (start > current.startNumber || end < current.endNumber) {
        const taken = await findTakenOutsideRange(tx, id, start, end, deps.now);
        if (taken.length > 0) {
          const shown = taken.slice(0, 20).join(', ') + (taken.length > 20 ? '…' : '');
          throw conflict(format(m.rangeShrinkBlocked, { numbers: shown }), {
            numbers: taken,
          });
        }
        await deleteExpiredHoldsOutsideRange(tx, id, start, end, deps.now);
      }
      const values = toRow(input, nextStatus(current.status, input, deps.now));
      const imageValues = image
        ? image
        : input.remove_image
          ? { imagePath: null, imageCardPath: null }
          : {};
      const updated = await updateRaffleRow(tx, id, {
        ...values,
        ...imageValues,
        updatedAt: deps.now,
      });
      // Range and status changes reach open number pickers (new ETag + NOTIFY).
      await bumpNumbersVersion(tx, id);
      await recordAudit(tx, {
        actor: deps.actor,
        action: 'raffle.update',
        entity: 'raffle',
        entityId: id,
        details: {
          changes: changedFields(current, updated),
          image: image ? 'replaced' : input.remove_image && current.imagePath ? 'removed' : 'kept',
        },
      });
      return { before: current, after: updated };
    }),
  );
  // The old files go only once the new state is committed.
  if (before.imagePath !== after.imagePath || before.imageCardPath !== after.imageCardPath) {
    await deleteRaffleImages(deps.storage, before);
  }
  const [raffle] = await presentRows(deps.db, [after], { isAdmin: true, now: deps.now });
  return raffle!;
}

function isForeignKeyViolation(err: unknown): boolean {
  const code = (e: unknown) => (e as { code?: string } | null)?.code;
  return code(err) === '23503' || code((err as { cause?: unknown } | null)?.cause) === '23503';
}

/** A raffle with payments cannot be deleted; its image files go with it. */
export async function deleteRaffle(deps: RaffleDeps, id: number): Promise<void> {
  let removed: RaffleRow;
  try {
    removed = await deps.db.transaction(async (tx) => {
      const current = await lockRaffle(tx, id);
      if (!current) throw notFound(m.notFound);
      if ((await countPayments(tx, id)) > 0) throw conflict(m.deleteHasPayments);
      await deleteRaffleRow(tx, id);
      await recordAudit(tx, {
        actor: deps.actor,
        action: 'raffle.delete',
        entity: 'raffle',
        entityId: id,
        details: auditFields(current),
      });
      return current;
    });
  } catch (err) {
    // A purchase that committed between our check and the delete: the FK refuses.
    if (isForeignKeyViolation(err)) throw conflict(m.deleteHasPayments);
    throw err;
  }
  await deleteRaffleImages(deps.storage, removed);
}

/**
 * The winner dialog (admin): the buyer of `number` under a completed payment,
 * or winner null ('No se encontraron datos del ganador').
 */
export async function findWinner(db: Db, id: number, number: number): Promise<WinnerData> {
  const raffle = await findRaffleById(db, id);
  if (!raffle) throw notFound(m.notFound);
  if (number < raffle.startNumber || number > raffle.endNumber) {
    throw badRequest(
      format(m.winningNumberOutOfRange, { start: raffle.startNumber, end: raffle.endNumber }),
    );
  }
  const buyer = await findNumberBuyer(db, id, number);
  return {
    raffle_info: {
      winning_number: number,
      product: raffle.productToWin,
      draw_date: raffle.drawDate.toISOString(),
    },
    winner: buyer
      ? {
          customer_name: buyer.customerName,
          customer_email: buyer.customerEmail,
          customer_phone: buyer.customerPhone,
          purchased_at: buyer.purchasedAt.toISOString(),
          payment_method: buyer.paymentMethod,
        }
      : null,
  };
}
