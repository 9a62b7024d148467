import { deriveRaffleState, shortBuyerName, type Raffle } from '@rifas/shared';
import { presentPicture } from '../../lib/pictures';
import { publicUrlPath } from '../../lib/storage';
import type { RaffleCounts, RaffleRow } from './raffles.repository';

export type PresentOptions = {
  counts: RaffleCounts | undefined;
  winnerName: string | undefined;
  /** The prizes' titles in order (null: the product); none for a raffle without prize rows. */
  prizeTitles?: (string | null)[] | undefined;
  isAdmin: boolean;
  now: Date;
};

/** A stored raffle as the API shows it (docs/api.md). */
export function presentRaffle(row: RaffleRow, opts: PresentOptions): Raffle {
  const sold = opts.counts?.sold ?? 0;
  const reserved = opts.counts?.reserved ?? 0;
  const total = row.endNumber - row.startNumber + 1;
  const state = deriveRaffleState(
    {
      status: row.status,
      draw_date: row.drawDate,
      is_minimal_required: row.isMinimalRequired,
      minimal_number: row.minimalNumber,
      sold_numbers: sold,
      numero_ganador: row.winningNumber,
      auto_close: row.autoClose,
      sales_close_at: row.salesCloseAt,
    },
    opts.now,
  );
  // A winning number saved before the draw stays private until the raffle ends.
  const showWinner = state.ended && row.winningNumber !== null;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    product_to_win: row.productToWin,
    price_per_number: row.priceCents / 100,
    start_number: row.startNumber,
    end_number: row.endNumber,
    draw_date: row.drawDate.toISOString(),
    imagen: publicUrlPath(row.imagePath),
    imagen_card: publicUrlPath(row.imageCardPath),
    imagenes: (row.imageVariants?.webp ?? []).flatMap((v) => {
      const url = publicUrlPath(v.key);
      return url ? [{ url, width: v.width, height: v.height }] : [];
    }),
    imagen_width: row.imageVariants?.width ?? null,
    imagen_height: row.imageVariants?.height ?? null,
    images: [
      presentPicture(row.imagePath, row.imageVariants),
      ...(row.gallery ?? []).map((image) => presentPicture(image.imagePath, image.imageVariants)),
    ].filter((picture) => picture !== null),
    status: row.status,
    total_numbers: total,
    sold_numbers: sold,
    reserved_numbers: reserved,
    available_numbers: Math.max(0, total - sold - reserved),
    numero_ganador: opts.isAdmin || showWinner ? row.winningNumber : null,
    is_minimal_required: row.isMinimalRequired,
    minimal_number: row.minimalNumber,
    diffusion_channel: row.diffusionChannel,
    // Every prize by name for the cards and the share text (issue 42); the product alone without rows.
    prize_titles: opts.prizeTitles?.length
      ? opts.prizeTitles.map((title) => title ?? row.productToWin)
      : [row.productToWin],
    auto_close: row.autoClose,
    sales_close_at: row.salesCloseAt?.toISOString() ?? null,
    packs: row.packs
      .map((p) => ({ quantity: p.quantity, price: p.priceCents / 100 }))
      .sort((a, b) => a.quantity - b.quantity),
    ...state,
    winner_display: showWinner && opts.winnerName ? shortBuyerName(opts.winnerName) || null : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
