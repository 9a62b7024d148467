import type { FastifyRequest } from 'fastify';
import { messages, RECEIPT_MAX_BYTES } from '@rifas/shared';
import { AppError, badRequest } from '../../lib/errors';
import { readUploadedFile } from '../../lib/images';

/** The raw parts of a purchase request, before any validation. */
export type PurchaseParts = { numbers: unknown; payment: unknown; image: Buffer | null };

function parseJson(text: unknown, invalidText: string): unknown {
  if (typeof text !== 'string') return text;
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(invalidText);
  }
}

/**
 * Reads `numbers` (JSON list), `payment` (JSON) and the optional `image` of a
 * multipart purchase. A JSON body `{ numbers, payment }` is accepted too (no
 * receipt then), which scripts and the benchmark use.
 */
export async function readPurchaseParts(request: FastifyRequest): Promise<PurchaseParts> {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as { numbers?: unknown; payment?: unknown };
    return {
      numbers: parseJson(body.numbers, messages.numbers.invalidList),
      payment: parseJson(body.payment, messages.purchase.invalidPayment),
      image: null,
    };
  }
  const fields: Record<string, string> = {};
  let image: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: RECEIPT_MAX_BYTES + 1 } })) {
      if (part.type === 'file') {
        const buffer = await readUploadedFile(part, messages.purchase.imageTooLarge);
        // A file input left empty arrives as an empty part.
        if (part.fieldname === 'image' && buffer.length > 0) image = buffer;
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    // Multipart limits (parts, fields, a second file) and malformed bodies.
    const status = (err as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) throw badRequest(messages.purchase.invalidPayment);
    throw err;
  }
  return {
    numbers: parseJson(fields.numbers, messages.numbers.invalidList),
    payment: parseJson(fields.payment, messages.purchase.invalidPayment),
    image,
  };
}
