import { DETAIL_BLOCK, DETAIL_WIDTH } from './receipt-fingerprint';

/**
 * How far apart two receipts' details are (lib/receipt-fingerprint.ts, ADR 078):
 * 0 for the same picture, up to 255. Both are softened (blurred below), then B is
 * aligned onto A: a scale and a shift per axis, which is what a crop of a few per
 * cent and a resize are. The row and column profiles give the fit roughly
 * (coarse, then fine), A's edge pixels make it exact (refine). The distance is
 * the largest mean absolute difference of any block of DETAIL_BLOCK² pixels: a
 * changed amount or reference makes one block very different, a re-encoding or
 * a resize every block a little.
 */
export function detailDistance(a: PreparedDetail | Buffer, b: PreparedDetail | Buffer): number {
  const A = Buffer.isBuffer(a) ? prepareDetail(a) : a;
  const B = Buffer.isBuffer(b) ? prepareDetail(b) : b;
  const fit = alignDetail(A, B);
  return fit ? distanceUnder(A, B, fit) : 255;
}

/** The distance of B to A once B is aligned onto A by this fit (0–255). */
export function distanceUnder(A: PreparedDetail, B: PreparedDetail, fit: Fit): number {
  return Math.round(blockDistance(A.grid, B.grid, fit));
}

/**
 * Where B's pixels lie for each of A's (B's x = sx·x + dx, y = sy·y + dy), and
 * how well that fits (the mean absolute difference at A's edge pixels); null
 * when either picture is too small to compare.
 */
export function alignDetail(A: PreparedDetail, B: PreparedDetail): (Fit & { cost: number }) | null {
  if (A.grid.height < 2 * DETAIL_BLOCK || B.grid.height < 2 * DETAIL_BLOCK) return null;
  const rangeX = Math.round(A.grid.width * 0.08);
  const rangeY = Math.round(A.grid.height * 0.12);
  let best = { cost: Infinity, s: 1, dx: 0, dy: 0 };
  const tryScale = (s: number, step: number, around?: { dx: number; dy: number }) => {
    const x = align(A.cols, B.cols, s, step, around?.dx, rangeX);
    if (x.cost >= best.cost) return;
    const y = align(A.rows, B.rows, s, step, around?.dy, rangeY);
    const cost = x.cost + y.cost;
    if (cost < best.cost) best = { cost, s, dx: x.d, dy: y.d };
  };
  // Coarse: the profiles at half their length, so shifts in steps of two pixels.
  for (let s = 0.88; s <= 1.14; s += 0.02) {
    const x = align(A.halfCols, B.halfCols, s, 1, undefined, rangeX / 2);
    if (x.cost >= best.cost) continue;
    const y = align(A.halfRows, B.halfRows, s, 1, undefined, rangeY / 2);
    if (x.cost + y.cost < best.cost)
      best = { cost: x.cost + y.cost, s, dx: x.d * 2 - (s - 1) / 2, dy: y.d * 2 - (s - 1) / 2 };
  }
  const coarse = best;
  best = { ...best, cost: Infinity };
  for (let s = coarse.s - 0.02; s <= coarse.s + 0.02; s += 0.005) tryScale(s, 0.5, coarse);
  return refine(A, B.grid, { sx: best.s, sy: best.s, dx: best.dx, dy: best.dy });
}

/** A detail ready to be compared, made once per receipt however many it meets. */
export type PreparedDetail = {
  grid: Grid;
  cols: Float64Array;
  rows: Float64Array;
  halfCols: Float64Array;
  halfRows: Float64Array;
  /** Indices of the pixels on an edge: where a misfit shows. */
  edges: Int32Array;
};

/** At most this many edge pixels steer the refinement. */
const EDGE_SAMPLES = 800;

export function prepareDetail(detail: Buffer): PreparedDetail {
  const g = blurred(grid(detail));
  const { width, height, pixels } = g;
  const strength: { index: number; value: number }[] = [];
  for (let y = 1; y < height - 1; y += 1)
    for (let x = 1; x < width - 1; x += 1) {
      const i = y * width + x;
      const value =
        Math.abs(pixels[i + 1]! - pixels[i - 1]!) +
        Math.abs(pixels[i + width]! - pixels[i - width]!);
      if (value > 24) strength.push({ index: i, value });
    }
  // Spread over the picture: every k-th edge pixel in reading order.
  const every = Math.max(1, Math.ceil(strength.length / EDGE_SAMPLES));
  const edges = Int32Array.from(strength.filter((_, k) => k % every === 0).map((e) => e.index));
  const cols = columnProfile(g);
  const rows = rowProfile(g);
  return { grid: g, cols, rows, halfCols: halved(cols), halfRows: halved(rows), edges };
}

/** Each pair of values averaged: the value at i stands for positions 2i and 2i+1. */
function halved(p: Float64Array): Float64Array {
  const out = new Float64Array(Math.floor(p.length / 2));
  for (let i = 0; i < out.length; i += 1) out[i] = (p[2 * i]! + p[2 * i + 1]!) / 2;
  return out;
}

export type Grid = { pixels: Buffer; width: number; height: number };

const grid = (pixels: Buffer): Grid => ({
  pixels,
  width: DETAIL_WIDTH,
  height: Math.floor(pixels.length / DETAIL_WIDTH),
});

/**
 * Both pictures softened by a 3×3 binomial kernel: resampling one of them at
 * a fraction of a pixel softens it that much anyway, and text at this size is
 * all edges, so unsoftened it would differ from itself moved by half a pixel.
 */
function blurred(g: Grid): Grid {
  const { width, height, pixels } = g;
  const tmp = new Float64Array(width * height);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const l = pixels[y * width + Math.max(0, x - 1)]!;
      const r = pixels[y * width + Math.min(width - 1, x + 1)]!;
      tmp[y * width + x] = (l + 2 * pixels[y * width + x]! + r) / 4;
    }
  const out = Buffer.alloc(width * height);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const u = tmp[Math.max(0, y - 1) * width + x]!;
      const d = tmp[Math.min(height - 1, y + 1) * width + x]!;
      out[y * width + x] = Math.round((u + 2 * tmp[y * width + x]! + d) / 4);
    }
  return { width, height, pixels: out };
}

function columnProfile(g: Grid): Float64Array {
  const out = new Float64Array(g.width);
  for (let y = 0; y < g.height; y += 1)
    for (let x = 0; x < g.width; x += 1) out[x]! += g.pixels[y * g.width + x]!;
  return out.map((v) => v / g.height);
}

function rowProfile(g: Grid): Float64Array {
  const out = new Float64Array(g.height);
  for (let y = 0; y < g.height; y += 1) {
    let sum = 0;
    for (let x = 0; x < g.width; x += 1) sum += g.pixels[y * g.width + x]!;
    out[y] = sum / g.width;
  }
  return out;
}

function sample1d(p: Float64Array, u: number): number {
  const i = Math.floor(u);
  const f = u - i;
  return p[i]! * (1 - f) + (f > 0 ? p[i + 1]! : 0) * f;
}

/**
 * The shift d (B's index = s·i + d) that best matches profile A, searched within
 * ±range (or ±1 around a coarse answer); the cost is the mean absolute difference
 * over the overlap, which must cover most of A.
 */
function align(
  pa: Float64Array,
  pb: Float64Array,
  s: number,
  step: number,
  around: number | undefined,
  range: number,
): { cost: number; d: number } {
  const from = around === undefined ? -range : around - 1;
  const to = around === undefined ? range : around + 1;
  let best = { cost: Infinity, d: 0 };
  for (let d = from; d <= to + 1e-9; d += step) {
    let sum = 0;
    let count = 0;
    for (let i = 0; i < pa.length; i += 1) {
      const u = s * i + d;
      if (u < 0 || u > pb.length - 1) continue;
      sum += Math.abs(pa[i]! - sample1d(pb, u));
      count += 1;
    }
    if (count < pa.length * 0.7) continue;
    const cost = sum / count;
    if (cost < best.cost) best = { cost, d };
  }
  return best;
}

export type Fit = { sx: number; sy: number; dx: number; dy: number };

/** The mean absolute difference at A's edge pixels against B under a fit. */
function fitCost(A: PreparedDetail, B: Grid, f: Fit): number {
  const { width, pixels } = A.grid;
  let sum = 0;
  let count = 0;
  for (const i of A.edges) {
    const x = i % width;
    const y = (i - x) / width;
    const value = sampleAt(B, f.sx * x + f.dx, f.sy * y + f.dy);
    if (value < 0) continue;
    sum += Math.abs(pixels[i]! - value);
    count += 1;
  }
  // A picture without edges (one flat colour) has nothing to align by.
  return count === 0 || count < A.edges.length * 0.7 ? Infinity : sum / count;
}

/**
 * The profiles' fit made exact on the pixels: each of the four numbers nudged
 * either way while that lowers the difference, the nudges halved three times
 * (a pattern search). The scales are let apart a little: rounding a picture's
 * height to whole pixels stretches it by a fraction of a per cent.
 */
function refine(A: PreparedDetail, B: Grid, start: Fit): Fit & { cost: number } {
  const fit: Fit = { ...start };
  let cost = fitCost(A, B, fit);
  const steps: Fit = { sx: 0.004, sy: 0.004, dx: 0.5, dy: 0.5 };
  for (let round = 0; round < 4; round += 1) {
    let improved = true;
    while (improved) {
      improved = false;
      for (const key of KEYS)
        for (const sign of [-1, 1]) {
          const before = fit[key];
          fit[key] = before + sign * steps[key];
          const c = fitCost(A, B, fit);
          if (c < cost) {
            cost = c;
            improved = true;
          } else fit[key] = before;
        }
    }
    for (const key of KEYS) steps[key] /= 2;
  }
  return { ...fit, cost };
}

const KEYS = ['sx', 'sy', 'dx', 'dy'] as const;

/** B's value at (u, v), bilinear; -1 outside. */
export function sampleAt(B: Grid, u: number, v: number): number {
  if (u < 0 || v < 0 || u > B.width - 1 || v > B.height - 1) return -1;
  const x0 = Math.floor(u);
  const y0 = Math.floor(v);
  const fx = u - x0;
  const fy = v - y0;
  const x1 = Math.min(x0 + 1, B.width - 1);
  const y1 = Math.min(y0 + 1, B.height - 1);
  const p = B.pixels;
  const w = B.width;
  const top = p[y0 * w + x0]! * (1 - fx) + p[y0 * w + x1]! * fx;
  const bottom = p[y1 * w + x0]! * (1 - fx) + p[y1 * w + x1]! * fx;
  return top * (1 - fy) + bottom * fy;
}

/**
 * The largest mean absolute difference of a block of A against B resampled onto
 * it. The fit is separable, so each column's and each row's place in B is
 * worked out once.
 */
function blockDistance(A: Grid, B: Grid, { sx, sy, dx, dy }: Fit): number {
  const blocksX = Math.ceil(A.width / DETAIL_BLOCK);
  const blocksY = Math.ceil(A.height / DETAIL_BLOCK);
  const sums = new Float64Array(blocksX * blocksY);
  const counts = new Uint16Array(blocksX * blocksY);
  const bw = B.width;
  const p = B.pixels;
  const x0s = new Int32Array(A.width).fill(-1);
  const fxs = new Float64Array(A.width);
  for (let x = 0; x < A.width; x += 1) {
    const u = sx * x + dx;
    if (u < 0 || u > bw - 1) continue;
    x0s[x] = Math.min(Math.floor(u), bw - 2);
    fxs[x] = u - x0s[x]!;
  }
  for (let y = 0; y < A.height; y += 1) {
    const v = sy * y + dy;
    if (v < 0 || v > B.height - 1) continue;
    const y0 = Math.min(Math.floor(v), B.height - 2);
    const fy = v - y0;
    const row0 = y0 * bw;
    const row1 = row0 + bw;
    const rowBlock = Math.floor(y / DETAIL_BLOCK) * blocksX;
    const rowA = y * A.width;
    for (let x = 0; x < A.width; x += 1) {
      const x0 = x0s[x]!;
      if (x0 < 0) continue;
      const fx = fxs[x]!;
      const top = p[row0 + x0]! + (p[row0 + x0 + 1]! - p[row0 + x0]!) * fx;
      const bottom = p[row1 + x0]! + (p[row1 + x0 + 1]! - p[row1 + x0]!) * fx;
      const block = rowBlock + ((x / DETAIL_BLOCK) | 0);
      sums[block]! += Math.abs(A.pixels[rowA + x]! - (top + (bottom - top) * fy));
      counts[block]! += 1;
    }
  }
  let worst = 0;
  const enough = (DETAIL_BLOCK * DETAIL_BLOCK) / 2;
  for (let i = 0; i < sums.length; i += 1)
    if (counts[i]! >= enough) worst = Math.max(worst, sums[i]! / counts[i]!);
  return worst;
}
