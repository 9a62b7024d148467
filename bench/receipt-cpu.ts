/**
 * The server's CPU per receipt (`npx tsx bench/receipt-cpu.ts`): processImage as the
 * purchase calls it, on the bench's two receipts (bench/storm.mjs: a browser-downscaled
 * 1200×1600 JPEG and a raw 4000×3000 phone photo with EXIF orientation 6), one at a
 * time, REPEAT runs each after a warm-up; prints the median and the spread of
 * process.cpuUsage (user + system) per image (ADR 041).
 */
import { RECEIPT_MAX_BYTES, RECEIPT_MAX_PIXELS } from '@rifas/shared';
import { processImage } from '../apps/api/src/lib/images';
const RECEIPT_IMAGE = { maxSide: Number(process.env.MAX_SIDE ?? 2000), encoding: 'quick' as const };
import { makeReceipts } from './storm.mjs';

const REPEAT = Number(process.env.REPEAT ?? 9);

async function cpuMs(input: Buffer): Promise<{ ms: number; side: string }> {
  const start = process.cpuUsage();
  const out = await processImage(input, {
    ...RECEIPT_IMAGE,
    maxBytes: RECEIPT_MAX_BYTES,
    maxInputPixels: RECEIPT_MAX_PIXELS,
    allowed: ['jpeg', 'png', 'gif'],
    tooLargeText: 'grande',
    wrongTypeText: 'tipo',
  });
  const used = process.cpuUsage(start);
  return { ms: (used.user + used.system) / 1000, side: `${out.width}×${out.height}` };
}

const receipts = (await makeReceipts()) as { downscaled: Buffer; raw: Buffer };
for (const [name, input] of Object.entries(receipts)) {
  await cpuMs(input);
  const runs: number[] = [];
  let side = '';
  for (let i = 0; i < REPEAT; i += 1) {
    const r = await cpuMs(input);
    runs.push(r.ms);
    side = r.side;
  }
  runs.sort((a, b) => a - b);
  const median = runs[Math.floor(runs.length / 2)]!;
  console.log(
    `${name} (${Math.round(input.length / 1024)} KB) → ${side}: median ${median.toFixed(1)} ms CPU, ` +
      `min ${runs[0]!.toFixed(1)}, max ${runs.at(-1)!.toFixed(1)} (${REPEAT} runs)`,
  );
}
