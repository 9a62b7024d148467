import { describe, expect, it } from 'vitest';
import { keptPrizeImages } from './prize-images';

const saved = [
  { position: 1, title: 'Moto' },
  { position: 2, title: 'Televisor' },
  { position: 3, title: 'Bono' },
];
const titles = (...list: string[]) => list.map((title) => ({ title }));

describe('keptPrizeImages', () => {
  it('keeps each picture where the prizes did not change', () => {
    expect(keptPrizeImages(saved, titles('Moto', 'Televisor', 'Bono'))).toEqual([1, 2, 3]);
  });

  it('follows the title when a prize is removed, added or moved', () => {
    expect(keptPrizeImages(saved, titles('Moto', 'Bono'))).toEqual([1, 3]);
    expect(keptPrizeImages(saved, titles('Moto', 'Nevera', 'Televisor', 'Bono'))).toEqual([
      1,
      null,
      2,
      3,
    ]);
    expect(keptPrizeImages(saved, titles('Moto', 'Bono', 'Televisor'))).toEqual([1, 3, 2]);
  });

  it('drops the picture of a renamed prize and gives a picture to one prize only', () => {
    expect(keptPrizeImages(saved, titles('Moto', 'Televisor 50"', 'Bono'))).toEqual([1, null, 3]);
    // The same position first: the two saved 'Bono' stay where they were.
    const twice = [...saved, { position: 4, title: 'Bono' }];
    expect(keptPrizeImages(twice, titles('Moto', 'Bono', 'Bono', 'Bono'))).toEqual([1, null, 3, 4]);
  });

  it('never matches the untitled main prize of a raffle set up without prizes', () => {
    expect(keptPrizeImages([{ position: 1, title: null }], titles('Moto'))).toEqual([null]);
  });
});
