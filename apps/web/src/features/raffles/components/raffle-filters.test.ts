import { describe, expect, it } from 'vitest';
import { raffleFixture } from '../test/fixtures';
import { filterAndSortRaffles } from './raffle-filters';

const raffles = [
  raffleFixture({
    id: 1,
    title: 'Camión',
    price_per_number: 20,
    draw_date: '2030-03-01T00:00:00Z',
    created_at: '2026-01-01T00:00:00Z',
    sold_numbers: 10,
  }),
  raffleFixture({
    id: 2,
    title: 'Televisor',
    product_to_win: 'TV 65"',
    price_per_number: 2,
    draw_date: '2030-01-01T00:00:00Z',
    created_at: '2026-03-01T00:00:00Z',
    sold_numbers: 90,
  }),
  raffleFixture({
    id: 3,
    title: 'Moto',
    description: 'Una moto roja',
    price_per_number: 5,
    draw_date: '2030-02-01T00:00:00Z',
    created_at: '2026-02-01T00:00:00Z',
    sold_numbers: 50,
  }),
];
const ids = (list: { id: number }[]) => list.map((r) => r.id);

describe('filterAndSortRaffles', () => {
  it('finds every typed word in the title, description or prize, ignoring case and accents', () => {
    expect(ids(filterAndSortRaffles(raffles, 'camion', 'draw'))).toEqual([1]);
    expect(ids(filterAndSortRaffles(raffles, 'MOTO roja', 'draw'))).toEqual([3]);
    expect(ids(filterAndSortRaffles(raffles, 'tv', 'draw'))).toEqual([2]);
    expect(ids(filterAndSortRaffles(raffles, 'nada', 'draw'))).toEqual([]);
    expect(ids(filterAndSortRaffles(raffles, '  ', 'draw'))).toEqual([2, 3, 1]);
  });

  it('sorts by draw date, newest, price and sales', () => {
    expect(ids(filterAndSortRaffles(raffles, '', 'newest'))).toEqual([2, 3, 1]);
    expect(ids(filterAndSortRaffles(raffles, '', 'priceAsc'))).toEqual([2, 3, 1]);
    expect(ids(filterAndSortRaffles(raffles, '', 'priceDesc'))).toEqual([1, 3, 2]);
    expect(ids(filterAndSortRaffles(raffles, '', 'popular'))).toEqual([2, 3, 1]);
  });
});
