/**
 * The compact number status of GET /raffles/:id/numbers?format=bitmap (docs/api.md):
 * 2 bits per number in range order — 00 available, 01 reserved, 10 sold — the
 * first number in the two highest bits of the first byte, then base64. The
 * server encodes, the picker decodes; a 100,000-number raffle costs 25 KB raw.
 */
export const NUMBER_STATUS_CODES = { available: 0, reserved: 1, sold: 2 } as const;
export type NumberStatus = keyof typeof NUMBER_STATUS_CODES;

const STATUS_BY_CODE: readonly NumberStatus[] = ['available', 'reserved', 'sold', 'available'];

export type NumberStatusLists = {
  start_number: number;
  end_number: number;
  sold: readonly number[];
  reserved: readonly number[];
};

function toBase64(bytes: Uint8Array): string {
  // btoa takes a "binary string"; build it in chunks to stay under the argument limit.
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Encodes sold/reserved lists over the range; numbers outside it are ignored. */
export function encodeNumberBitmap(lists: NumberStatusLists): string {
  const size = lists.end_number - lists.start_number + 1;
  const bytes = new Uint8Array(Math.ceil(size / 4));
  const mark = (numbers: readonly number[], code: number) => {
    for (const n of numbers) {
      const index = n - lists.start_number;
      if (index < 0 || index >= size) continue;
      const shift = 6 - (index % 4) * 2;
      const byte = index >> 2;
      bytes[byte] = (bytes[byte]! & ~(3 << shift)) | (code << shift);
    }
  };
  mark(lists.reserved, NUMBER_STATUS_CODES.reserved);
  mark(lists.sold, NUMBER_STATUS_CODES.sold);
  return toBase64(bytes);
}

/** The status of each number of the range, in order: statuses[n - start_number]. */
export function decodeNumberBitmap(
  bitmap: string,
  startNumber: number,
  endNumber: number,
): NumberStatus[] {
  const bytes = fromBase64(bitmap);
  const size = endNumber - startNumber + 1;
  const statuses: NumberStatus[] = new Array(size);
  for (let index = 0; index < size; index += 1) {
    const byte = bytes[index >> 2] ?? 0;
    statuses[index] = STATUS_BY_CODE[(byte >> (6 - (index % 4) * 2)) & 3]!;
  }
  return statuses;
}

/** The sold and reserved lists back from a bitmap (the plain format's shape). */
export function bitmapToLists(
  bitmap: string,
  startNumber: number,
  endNumber: number,
): { sold: number[]; reserved: number[] } {
  const sold: number[] = [];
  const reserved: number[] = [];
  decodeNumberBitmap(bitmap, startNumber, endNumber).forEach((status, index) => {
    if (status === 'sold') sold.push(startNumber + index);
    else if (status === 'reserved') reserved.push(startNumber + index);
  });
  return { sold, reserved };
}
