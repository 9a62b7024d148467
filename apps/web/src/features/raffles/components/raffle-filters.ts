import type { Raffle } from '@rifas/shared';

/** The sort orders of /raffles (docs/product.md "search and sorting"), done in the browser. */
export const RAFFLE_SORTS = {
  draw: 'Fecha del sorteo más próxima',
  newest: 'Más recientes',
  priceAsc: 'Precio: menor a mayor',
  priceDesc: 'Precio: mayor a menor',
  popular: 'Más vendidos',
} as const;
export type RaffleSort = keyof typeof RAFFLE_SORTS;

export function isRaffleSort(value: string): value is RaffleSort {
  return Object.hasOwn(RAFFLE_SORTS, value);
}

/** Lower case without accents, so 'camion' finds 'Camión'. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

const soldShare = (r: Raffle) => (r.total_numbers > 0 ? r.sold_numbers / r.total_numbers : 0);
const time = (iso: string) => new Date(iso).getTime();

const compare: Record<RaffleSort, (a: Raffle, b: Raffle) => number> = {
  draw: (a, b) => time(a.draw_date) - time(b.draw_date),
  newest: (a, b) => time(b.created_at) - time(a.created_at),
  priceAsc: (a, b) => a.price_per_number - b.price_per_number,
  priceDesc: (a, b) => b.price_per_number - a.price_per_number,
  popular: (a, b) => soldShare(b) - soldShare(a),
};

/** The raffles whose title, description or prize contain every typed word, in the chosen order. */
export function filterAndSortRaffles(
  raffles: readonly Raffle[],
  search: string,
  sort: RaffleSort,
): Raffle[] {
  const words = fold(search).split(/\s+/).filter(Boolean);
  const matches = raffles.filter((raffle) => {
    if (words.length === 0) return true;
    const text = fold(`${raffle.title} ${raffle.description} ${raffle.product_to_win}`);
    return words.every((word) => text.includes(word));
  });
  // Ties keep a stable, predictable order: by id.
  return matches.sort((a, b) => compare[sort](a, b) || a.id - b.id);
}
