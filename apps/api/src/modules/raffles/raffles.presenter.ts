import { deriveRaffleState, type Raffle } from '@rifas/shared';
import { publicUrlPath } from '../../lib/storage';
import type { RaffleCounts, RaffleRow } from './raffles.repository';

/** 'María José González' → 'María G.': enough to recognise oneself, not to find someone. */
export function winnerDisplayName(fullName: string): string | null {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return null;
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return last ? `${first} ${last.charAt(0).toLocaleUpperCase('es')}.` : first;
}

export type PresentOptions = {
  counts: RaffleCounts | undefined;
  winnerName: string | undefined;
  isAdmin: boolean;
  now: Date;
};

/** A stored raffle as the API shows it (DESIGN §10). */
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
    status: row.status,
    total_numbers: total,
    sold_numbers: sold,
    reserved_numbers: reserved,
    available_numbers: Math.max(0, total - sold - reserved),
    numero_ganador: opts.isAdmin || showWinner ? row.winningNumber : null,
    is_minimal_required: row.isMinimalRequired,
    minimal_number: row.minimalNumber,
    diffusion_channel: row.diffusionChannel,
    ...state,
    winner_display: showWinner && opts.winnerName ? winnerDisplayName(opts.winnerName) : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
