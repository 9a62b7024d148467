import { describe, expect, it } from 'vitest';
import { fittedSize, shrinkReceipt } from './receipt-image';

describe('receipt photos', () => {
  it('fit the long side in 1600 px and keep their shape; small ones keep their size', () => {
    expect(fittedSize(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fittedSize(3000, 4000)).toEqual({ width: 1200, height: 1600 });
    expect(fittedSize(1080, 2400)).toEqual({ width: 720, height: 1600 });
    expect(fittedSize(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('a GIF goes up as it is', async () => {
    const gif = new File([new Uint8Array([71, 73, 70, 56])], 'recibo.gif', { type: 'image/gif' });
    expect(await shrinkReceipt(gif)).toBe(gif);
  });
});
