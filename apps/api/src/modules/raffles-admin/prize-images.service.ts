import { messages, type Prize } from '@rifas/shared';
import type { ServiceContext } from '../../context';
import type { Executor } from '../../db/client';
import type { StoredGalleryImage } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { recordAudit } from '../audit';
import { lockPrizes, prizesOf, updatePrize } from '../draw';
import { findRaffleById } from '../raffles';
import { deleteRaffleImages, saveRaffleImage } from './raffle-images';
import { lockRaffle } from './raffles-admin.repository';

type PrizeKey = { raffleId: number; position: number };

/**
 * The raffle and its prize at `position`, locked in the order the raffle form
 * takes them (raffle, then its prizes), so a form save that replaces the
 * prize rows and a picture change take turns. Unknown: the Spanish 404s.
 */
async function lockPrize(tx: Executor, { raffleId, position }: PrizeKey) {
  const raffle = await lockRaffle(tx, raffleId);
  if (!raffle) throw notFound(messages.raffles.notFound);
  const row = (await lockPrizes(tx, raffleId)).find((r) => r.position === position);
  if (!row) throw notFound(messages.prizes.notFound);
  return { raffle, row };
}

async function presentPrize(ctx: ServiceContext, { raffleId, position }: PrizeKey) {
  const raffle = await findRaffleById(ctx.db, raffleId);
  if (!raffle) throw notFound(messages.raffles.notFound);
  const prize = (await prizesOf(ctx, raffle)).find((p) => p.position === position);
  if (!prize) throw notFound(messages.prizes.notFound);
  return prize;
}

async function removeOldFiles(ctx: ServiceContext, image: StoredGalleryImage | null) {
  if (!image) return;
  // The row no longer names them; a file left behind is only disk space.
  await deleteRaffleImages(ctx.storage, image).catch((err: unknown) =>
    ctx.log.warn({ err }, 'old prize image files not deleted'),
  );
}

/**
 * PUT /raffles/:id/prizes/:position/image. The upload goes through the raffle
 * image's checks and variants (saveRaffleImage); the files are written first,
 * swapped in under the locks, and the old ones deleted once that commits. A
 * picture is not part of the published rule: it may change after a list is fixed.
 */
export async function replacePrizeImage(
  ctx: ServiceContext,
  { upload, ...key }: PrizeKey & { upload: Buffer },
): Promise<Prize> {
  // An unknown raffle or prize answers 404 before the upload is re-encoded.
  await presentPrize(ctx, key);
  const image = await saveRaffleImage(ctx.storage, upload);
  let before: StoredGalleryImage | null;
  try {
    before = await ctx.db.transaction(async (tx) => {
      const { row } = await lockPrize(tx, key);
      await updatePrize(tx, row, { image });
      await recordAudit(tx, {
        actor: ctx.actor,
        action: 'raffle.prize_image_update',
        entity: 'raffle',
        entityId: key.raffleId,
        details: { position: key.position, replaced: row.image !== null },
      });
      return row.image;
    });
  } catch (err) {
    await deleteRaffleImages(ctx.storage, image);
    throw err;
  }
  await removeOldFiles(ctx, before);
  return presentPrize(ctx, key);
}

/** DELETE /raffles/:id/prizes/:position/image: the prize shows no picture; removing none is no change. */
export async function deletePrizeImage(ctx: ServiceContext, key: PrizeKey): Promise<Prize> {
  const before = await ctx.db.transaction(async (tx) => {
    const { row } = await lockPrize(tx, key);
    if (!row.image) return null;
    await updatePrize(tx, row, { image: null });
    await recordAudit(tx, {
      actor: ctx.actor,
      action: 'raffle.prize_image_delete',
      entity: 'raffle',
      entityId: key.raffleId,
      details: { position: key.position },
    });
    return row.image;
  });
  await removeOldFiles(ctx, before);
  return presentPrize(ctx, key);
}
