import { inflateRawSync } from 'node:zlib';
import { format, messages } from '@rifas/shared';
import { badRequest } from '../../../lib/errors';

/**
 * What a statement may hold (issue 46): a sold-out 10,000-number raffle is at most 10,000
 * credits; a file is read in one go, about 25 µs a line.
 * A file past these is refused with a Spanish 400 before it is parsed, so a small file
 * that unpacks into millions of rows never costs memory or the event loop.
 */
export const STATEMENT_MAX_ROWS = 20_000;
/** Cells of an XLSX sheet: the rows above with their usual dozen columns, and room. */
export const STATEMENT_MAX_CELLS = 400_000;
/** What an XLSX's parts may unpack to, all together. */
export const STATEMENT_MAX_UNPACKED_BYTES = 40 * 1024 * 1024;

const m = messages.reconciliations;
const tooManyRows = () =>
  badRequest(format(m.tooManyRows, { max: STATEMENT_MAX_ROWS.toLocaleString('es-VE') }));
const tooLarge = () => badRequest(m.unpacksTooLarge);

/** Refuses a text statement with more lines than STATEMENT_MAX_ROWS, counting without splitting. */
export function assertTextWithinLimits(bytes: Buffer): void {
  let lines = 1;
  for (let at = bytes.indexOf(10); at !== -1; at = bytes.indexOf(10, at + 1)) {
    lines += 1;
    if (lines > STATEMENT_MAX_ROWS) throw tooManyRows();
  }
  // Old Mac files end their lines with a lone CR.
  if (lines === 1) {
    for (let at = bytes.indexOf(13); at !== -1; at = bytes.indexOf(13, at + 1)) {
      lines += 1;
      if (lines > STATEMENT_MAX_ROWS) throw tooManyRows();
    }
  }
}

type ZipEntry = { name: string; method: number; size: number; offset: number };

/** The entries of a zip held in memory, from its central directory; null when there is none. */
function zipEntries(bytes: Buffer): ZipEntry[] | null {
  // The end-of-central-directory record sits in the last 64 KB + 22 bytes.
  const from = Math.max(0, bytes.length - 65_557);
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < from || end + 22 > bytes.length) return null;
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) return null;
    const nameLength = bytes.readUInt16LE(at + 28);
    const extra = bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    entries.push({
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
      method: bytes.readUInt16LE(at + 10),
      size: bytes.readUInt32LE(at + 20),
      offset: bytes.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + extra;
  }
  return entries;
}

/** An entry's bytes as unpacked, never more than `budget` (past it: the 400). */
function unpack(bytes: Buffer, entry: ZipEntry, budget: number): Buffer | null {
  const local = entry.offset;
  if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== 0x04034b50) return null;
  const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
  const data = bytes.subarray(start, start + entry.size);
  if (entry.method === 0) {
    if (data.length > budget) throw tooLarge();
    return data;
  }
  if (entry.method !== 8) return null;
  try {
    return inflateRawSync(data, { maxOutputLength: Math.max(1, budget) });
  } catch (err) {
    if (err instanceof RangeError) throw tooLarge();
    return null;
  }
}

/** How many times `needle` occurs in `text`, stopping once past `limit`. */
function countUpTo(text: Buffer, needle: RegExp, limit: number): number {
  let n = 0;
  needle.lastIndex = 0;
  const source = text.toString('latin1');
  while (needle.exec(source) && n <= limit) n += 1;
  return n;
}

/**
 * Refuses an XLSX whose parts unpack past STATEMENT_MAX_UNPACKED_BYTES or whose
 * sheets hold more rows or cells than the limits, before the workbook reader
 * builds a single row. Unpacking stops at the byte budget; the counts scan the
 * bytes once. A zip that is not readable is left to the reader (its own 400).
 */
export function assertXlsxWithinLimits(bytes: Buffer): void {
  const entries = zipEntries(bytes);
  if (!entries) return;
  let budget = STATEMENT_MAX_UNPACKED_BYTES;
  for (const entry of entries) {
    const unpacked = unpack(bytes, entry, budget);
    if (!unpacked) continue;
    budget -= unpacked.length;
    if (!/^xl\/worksheets\/[^/]+\.xml$/.test(entry.name)) continue;
    if (countUpTo(unpacked, /<row[\s>/]/g, STATEMENT_MAX_ROWS) > STATEMENT_MAX_ROWS) {
      throw tooManyRows();
    }
    if (countUpTo(unpacked, /<c[\s>/]/g, STATEMENT_MAX_CELLS) > STATEMENT_MAX_CELLS) {
      throw badRequest(
        format(m.tooManyCells, { max: STATEMENT_MAX_CELLS.toLocaleString('es-VE') }),
      );
    }
  }
}
