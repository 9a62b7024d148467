import { alignDetail, distanceUnder, sampleAt, type PreparedDetail } from './receipt-compare';

/**
 * A receipt placed once on its layout's reference (ADR 092). The first receipt
 * of a bank app's layout becomes the reference; every later receipt whose
 * edges fit it is aligned onto it when it is fingerprinted, so any two receipts
 * of the layout can be looked up by what they hold at the same place, with no
 * alignment between them.
 *
 * What is kept, per KEY_BLOCK² block of the reference: the receipt's mean grey
 * there and how far it is, pixel by pixel, from the reference's (the mean
 * absolute difference). Where a receipt's text is not the reference's, that
 * difference is large: those blocks are what tells two receipts apart, and a
 * re-sent copy has the same means there give or take a few grey levels
 * (bench/receipt-fingerprints.ts measures 0–10 for the worst copy).
 */

/** The largest misfit at the reference's edges (0–255) of a receipt of the same layout. */
export const LAYOUT_FIT_COST = 20;
/** Side of the blocks the keys describe (the detail is 160 px wide: 40 blocks). */
export const KEY_BLOCK = 4;
/** The share of the reference left out on each side: a crop of up to 5 % uncovers it. */
const MARGIN = 0.08;
/** A block's mean grey is told in levels of this many grey values… */
export const KEY_LEVEL = 16;
/** …and a mean this close to the next level is looked up at both. */
export const KEY_SLACK = 5;
/** A block is stored when the receipt differs there from the reference by more than this… */
export const STORED_DIFFERENCE = 3;
/** …and looked up when it differs by more than this (stored ⊇ looked up, with the copy's noise). */
export const QUERIED_DIFFERENCE = 16;
/** Blocks a candidate must agree on, all of them, in one group… */
export const GROUP_SIZE = 20;
/** …and at most this many groups, any of which may find it. */
export const GROUPS = 3;

export type Placement = {
  /** The distance to the reference itself, by lib/receipt-compare.ts's rule. */
  distance: number;
  /** How well the edges fit (0–255): the lowest picks the layout. */
  cost: number;
  /** Per block inside the margins: its index, mean grey and difference to the reference. */
  blocks: { index: number; mean: number; difference: number }[];
};

/**
 * The receipt on the reference's frame, or null when it is not of that layout
 * (its edges do not fit) or too small to compare.
 */
export function placeOnReference(
  reference: PreparedDetail,
  receipt: PreparedDetail,
): Placement | null {
  const fit = alignDetail(reference, receipt);
  if (!fit || fit.cost > LAYOUT_FIT_COST) return null;
  const A = reference.grid;
  const blocksX = Math.floor(A.width / KEY_BLOCK);
  const blocksY = Math.floor(A.height / KEY_BLOCK);
  const marginX = Math.ceil(blocksX * MARGIN);
  const marginY = Math.ceil(blocksY * MARGIN);
  const blocks: Placement['blocks'] = [];
  for (let by = marginY; by < blocksY - marginY; by += 1)
    for (let bx = marginX; bx < blocksX - marginX; bx += 1) {
      let sum = 0;
      let difference = 0;
      let covered = true;
      for (let y = by * KEY_BLOCK; covered && y < (by + 1) * KEY_BLOCK; y += 1)
        for (let x = bx * KEY_BLOCK; x < (bx + 1) * KEY_BLOCK; x += 1) {
          const value = sampleAt(receipt.grid, fit.sx * x + fit.dx, fit.sy * y + fit.dy);
          if (value < 0) {
            covered = false;
            break;
          }
          sum += value;
          difference += Math.abs(value - A.pixels[y * A.width + x]!);
        }
      // A block the receipt does not wholly cover says nothing (a crop).
      if (!covered) continue;
      const area = KEY_BLOCK * KEY_BLOCK;
      blocks.push({ index: by * blocksX + bx, mean: sum / area, difference: difference / area });
    }
  return { distance: distanceUnder(reference, receipt, fit), cost: fit.cost, blocks };
}

const key = (index: number, level: number) => index * KEY_LEVEL + level;
const TOP_LEVEL = Math.floor(255 / KEY_LEVEL);
const levelOf = (mean: number) => Math.min(Math.floor(mean / KEY_LEVEL), TOP_LEVEL);

/** The keys stored with a placed receipt: one per block where it is not the reference. */
export function storedKeys(placement: Placement): number[] {
  return placement.blocks
    .filter((b) => b.difference > STORED_DIFFERENCE)
    .map((b) => key(b.index, levelOf(b.mean)));
}

/**
 * What a stored receipt must hold to be a candidate: in at least one group,
 * for every block, one of the block's keys (its level, and the next one when
 * the mean is within KEY_SLACK of it). The blocks are those most unlike the
 * reference, dealt out in turn so that each group spans the receipt's fields.
 * A receipt with fewer such blocks than a group gets one group of those it
 * has (more candidates, still few); none when it is the reference's picture
 * all over: the comparison with the reference itself decides then.
 */
export function lookupGroups(placement: Placement): number[][][] {
  const varying = placement.blocks
    .filter((b) => b.difference > QUERIED_DIFFERENCE)
    .sort((a, b) => b.difference - a.difference || a.index - b.index);
  const groups =
    varying.length === 0
      ? 0
      : Math.max(1, Math.min(GROUPS, Math.floor(varying.length / GROUP_SIZE)));
  const out: number[][][] = Array.from({ length: groups }, () => []);
  varying.slice(0, groups * GROUP_SIZE).forEach((b, i) => {
    const level = levelOf(b.mean);
    const keys = [key(b.index, level)];
    const within = b.mean - level * KEY_LEVEL;
    if (within < KEY_SLACK && level > 0) keys.push(key(b.index, level - 1));
    if (KEY_LEVEL - within < KEY_SLACK && level < TOP_LEVEL) keys.push(key(b.index, level + 1));
    out[i % groups]!.push(keys);
  });
  return out;
}
