import {
  format,
  messages,
  type Raffle,
  type RaffleInputParsed,
  type WinnerData,
} from '@rifas/shared';
import type { ServiceContext } from '../../context';
import { isForeignKeyViolation } from '../../db/sql-errors';
import { inChangesTransaction } from '../../db/transaction';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { recordAudit } from '../audit';
import { prizeImagesOf, prizesOf, savePrizes } from '../draw';
import { bumpNumbersVersion } from '../numbers';
import { findRaffleById, presentRows, type NewRaffleRow, type RaffleRow } from '../raffles';
import { deleteRaffleImages, saveRaffleImage, type SavedRaffleImage } from './raffle-images';
import { deleteGalleryFiles, droppedImages, nextGallery, saveGallery } from './raffle-gallery';
import type { StoredGalleryImage } from '../../db/schema';
import {
  countPayments,
  deleteExpiredHoldsOutsideRange,
  deleteRaffleRow,
  findNumberBuyer,
  findTakenOutsideRange,
  insertRaffle,
  lockRaffle,
  updateRaffleRow,
} from './raffles-admin.repository';

const m = messages.raffles;

export type RaffleSave = { input: RaffleInputParsed; image: Buffer | null; images?: Buffer[] };

/** What the raffle's prizes are checked against: its range and draw date. */
const raffleRange = (id: number, input: RaffleInputParsed) => ({
  id,
  start: input.start_number,
  end: input.end_number,
  drawDate: input.draw_date,
});

/**
 * docs/domain.md: pending ↔ active through the form; a winning number saved once
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
    // Absent keeps the raffle's choice (issue 44); a new raffle takes the column's default.
    ...(input.auto_close !== undefined && { autoClose: input.auto_close }),
    ...(input.sales_close_at !== undefined && {
      salesCloseAt: input.sales_close_at === null ? null : new Date(input.sales_close_at),
    }),
    // Absent keeps the raffle's packs as they are, like prizes.
    ...(input.packs && {
      packs: input.packs.map((p) => ({
        quantity: p.quantity,
        priceCents: Math.round(p.price * 100),
      })),
    }),
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
  packs: JSON.stringify(row.packs ?? []),
  auto_close: row.autoClose ?? null,
  sales_close_at: row.salesCloseAt instanceof Date ? row.salesCloseAt.toISOString() : null,
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

/** Image files (the main one, the gallery's new ones) are written before the transaction and removed again if it fails. */
async function withNewImage<T>(
  ctx: ServiceContext,
  save: RaffleSave,
  work: (image: SavedRaffleImage | null, added: StoredGalleryImage[]) => Promise<T>,
): Promise<T> {
  const image = save.image ? await saveRaffleImage(ctx.storage, save.image) : null;
  let added: StoredGalleryImage[] = [];
  try {
    added = await saveGallery(ctx.storage, save.images ?? []);
    return await work(image, added);
  } catch (err) {
    if (image) await deleteRaffleImages(ctx.storage, image);
    await deleteGalleryFiles(ctx.storage, added);
    throw err;
  }
}

export async function createRaffle(ctx: ServiceContext, save: RaffleSave): Promise<Raffle> {
  const row = await withNewImage(ctx, save, (image, added) =>
    ctx.db.transaction(async (tx) => {
      const values = toRow(save.input, nextStatus(null, save.input, ctx.now));
      const gallery = nextGallery({ current: [], keep: [], added, hasMainImage: image !== null });
      const created = await insertRaffle(tx, { ...values, ...image, gallery });
      await savePrizes(tx, raffleRange(created.id, save.input), save.input.prizes);
      await recordAudit(tx, {
        actor: ctx.actor,
        action: 'raffle.create',
        entity: 'raffle',
        entityId: created.id,
        details: auditFields(created),
      });
      return created;
    }),
  );
  const [raffle] = await presentRows(ctx.db, [row], { isAdmin: true, now: ctx.now });
  return { ...raffle!, prizes: await prizesOf(ctx, row) };
}

/** PUT replaces every field of the form; `remove_image` drops the current image. */
export async function updateRaffle(
  ctx: ServiceContext,
  { id, ...save }: RaffleSave & { id: number },
): Promise<Raffle> {
  const { input } = save;
  const { before, after, droppedPrizeImages } = await withNewImage(ctx, save, (image, added) =>
    inChangesTransaction(ctx, async (tx) => {
      const current = await lockRaffle(tx.db, id);
      if (!current) throw notFound(m.notFound);
      const { start_number: start, end_number: end } = input;
      if (start > current.startNumber || end < current.endNumber) {
        const taken = await findTakenOutsideRange(tx.db, id, start, end, ctx.now);
        if (taken.length > 0) {
          const shown = taken.slice(0, 20).join(', ') + (taken.length > 20 ? '…' : '');
          throw conflict(format(m.rangeShrinkBlocked, { numbers: shown }), {
            numbers: taken,
          });
        }
        await deleteExpiredHoldsOutsideRange(tx.db, id, start, end, ctx.now);
      }
      const droppedPrizeImages = await savePrizes(tx.db, raffleRange(id, input), input.prizes);
      const values = toRow(input, nextStatus(current.status, input, ctx.now));
      const imageValues = image
        ? image
        : input.remove_image
          ? { imagePath: null, imageCardPath: null, imageVariants: null }
          : {};
      const gallery = nextGallery({
        current: current.gallery,
        keep: input.gallery_keep,
        added,
        hasMainImage: image !== null || (!input.remove_image && current.imagePath !== null),
      });
      // A new draw or close time is a new deadline: the admins hear of it again (issue 44).
      const moved =
        values.drawDate.getTime() !== current.drawDate.getTime() ||
        (values.salesCloseAt !== undefined &&
          (values.salesCloseAt?.getTime() ?? null) !== (current.salesCloseAt?.getTime() ?? null));
      const updated = await updateRaffleRow(tx.db, id, {
        ...values,
        ...imageValues,
        ...(moved && { closeAlertedAt: null, drawDateAlertedAt: null }),
        gallery,
        updatedAt: ctx.now,
      });
      // Range and status changes reach open number pickers (new ETag + NOTIFY).
      await bumpNumbersVersion(tx, id);
      await recordAudit(tx.db, {
        actor: ctx.actor,
        action: 'raffle.update',
        entity: 'raffle',
        entityId: id,
        details: {
          changes: changedFields(current, updated),
          image: image ? 'replaced' : input.remove_image && current.imagePath ? 'removed' : 'kept',
          gallery: { before: current.gallery.length, after: gallery.length },
        },
      });
      return { before: current, after: updated, droppedPrizeImages };
    }),
  );
  // The old files go only once the new state is committed.
  if (before.imagePath !== after.imagePath || before.imageCardPath !== after.imageCardPath) {
    await deleteRaffleImages(ctx.storage, before);
  }
  await deleteGalleryFiles(ctx.storage, droppedImages(before.gallery, after.gallery));
  // The pictures of prizes the form removed or renamed (keptPrizeImages).
  await deleteGalleryFiles(ctx.storage, droppedPrizeImages);
  const [raffle] = await presentRows(ctx.db, [after], { isAdmin: true, now: ctx.now });
  return { ...raffle!, prizes: await prizesOf(ctx, after) };
}

/** A raffle with payments cannot be deleted; its image files (its prizes' too) go with it. */
export async function deleteRaffle(ctx: ServiceContext, { id }: { id: number }): Promise<void> {
  let removed: RaffleRow;
  let prizeImages: StoredGalleryImage[];
  try {
    ({ removed, prizeImages } = await ctx.db.transaction(async (tx) => {
      const current = await lockRaffle(tx, id);
      if (!current) throw notFound(m.notFound);
      if ((await countPayments(tx, id)) > 0) throw conflict(m.deleteHasPayments);
      // Read before the delete cascades to the prize rows.
      const images = await prizeImagesOf(tx, id);
      await deleteRaffleRow(tx, id);
      await recordAudit(tx, {
        actor: ctx.actor,
        action: 'raffle.delete',
        entity: 'raffle',
        entityId: id,
        details: auditFields(current),
      });
      return { removed: current, prizeImages: images };
    }));
  } catch (err) {
    // A purchase that committed between our check and the delete: the FK refuses.
    if (isForeignKeyViolation(err)) throw conflict(m.deleteHasPayments);
    throw err;
  }
  await deleteRaffleImages(ctx.storage, removed);
  await deleteGalleryFiles(ctx.storage, removed.gallery);
  await deleteGalleryFiles(ctx.storage, prizeImages);
}

/**
 * The winner dialog (admin): the buyer of `number` under a completed payment,
 * or winner null ('No se encontraron datos del ganador').
 */
export async function findWinner(
  { db }: ServiceContext,
  { id, number }: { id: number; number: number },
): Promise<WinnerData> {
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
