import { crc32 } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { App } from '../app';

/** A buyer's payment JSON for the purchase; unique values so tests can look for them. */
export function buyerPayment(paymentMethodId: number, overrides: Record<string, unknown> = {}) {
  const tag = randomBytes(4).toString('hex');
  return {
    payment_method_id: paymentMethodId,
    // Names are letters only (BuyerDataSchema): the tag's hex digits become letters.
    customer_name: `Comprador ${tag.replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]!)}`,
    customer_email: `comprador-${tag}@prueba.test`,
    customer_phone: `0414${tag}`,
    customer_id: `V-${tag}`,
    holder_id: `guest-${tag}`,
    ...overrides,
  };
}

/** A small real image (re-encodable by sharp). */
export async function buildImage(
  format: 'png' | 'jpeg' | 'gif' = 'png',
  size = 16,
): Promise<Buffer> {
  const image = sharp({
    create: { width: size, height: size, channels: 3, background: { r: 200, g: 40, b: 40 } },
  });
  return format === 'png'
    ? image.png().toBuffer()
    : format === 'jpeg'
      ? image.jpeg().toBuffer()
      : image.gif().toBuffer();
}

/** A multipart body as the SPA sends it: `numbers` and `payment` as JSON, optional `image`. */
export async function purchaseMultipart(parts: {
  numbers: unknown;
  payment: unknown;
  image?: { buffer: Buffer; filename?: string; type?: string };
}): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  form.append(
    'numbers',
    typeof parts.numbers === 'string' ? parts.numbers : JSON.stringify(parts.numbers),
  );
  form.append(
    'payment',
    typeof parts.payment === 'string' ? parts.payment : JSON.stringify(parts.payment),
  );
  if (parts.image) {
    const blob = new Blob([new Uint8Array(parts.image.buffer)], {
      type: parts.image.type ?? 'image/png',
    });
    form.append('image', blob, parts.image.filename ?? 'comprobante.png');
  }
  const request = new Request('http://local/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** POST /api/raffles/:id/purchase as multipart, optionally with an Idempotency-Key. */
export async function postPurchase(
  app: App,
  raffleId: number,
  parts: Parameters<typeof purchaseMultipart>[0] & {
    key?: string;
    headers?: Record<string, string>;
    /** The buyer's address (the caps count per address); 127.0.0.1 when not given. */
    remoteAddress?: string;
  },
) {
  const { payload, headers } = await purchaseMultipart(parts);
  return app.inject({
    method: 'POST',
    url: `/api/raffles/${raffleId}/purchase`,
    payload,
    ...(parts.remoteAddress ? { remoteAddress: parts.remoteAddress } : {}),
    headers: {
      ...headers,
      ...(parts.key ? { 'idempotency-key': parts.key } : {}),
      ...parts.headers,
    },
  });
}

/**
 * A PNG whose header declares width × height over the pixel data of a 4 × 4
 * image: cheap to make at any size, and it cannot be decoded (too little data),
 * so a refusal for its size proves only the header was read.
 */
export async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await buildImage('png', 4));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  // IHDR's CRC covers its type and data (bytes 12–28).
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/**
 * An animated GIF of `frames` frames on a width × height screen, each frame a
 * single pixel: a few hundred bytes that a decoder turns into frames × width ×
 * height pixels (issue 46's receipt, 24 frames of 1000 × 1000).
 */
export function animatedGif(width: number, height: number, frames: number): Buffer {
  const size = (n: number) => [n & 0xff, n >> 8];
  const head = [
    ...Buffer.from('GIF89a'),
    ...size(width),
    ...size(height),
    0x80, // a global colour table of 2 colours
    0,
    0,
    ...[0, 0, 0, 255, 255, 255],
    // NETSCAPE2.0: loop for ever.
    ...[0x21, 0xff, 0x0b, ...Buffer.from('NETSCAPE2.0'), 0x03, 0x01, 0, 0, 0],
  ];
  // A 10 ms delay, then one pixel at (0, 0): LZW min code 2, codes clear, 0, end.
  const frame = [
    ...[0x21, 0xf9, 0x04, 0x00, 0x01, 0x00, 0x00, 0x00],
    ...[0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0],
    ...[0x02, 0x02, 0x44, 0x01, 0x00],
  ];
  return Buffer.from([...head, ...Array.from({ length: frames }, () => frame).flat(), 0x3b]);
}
