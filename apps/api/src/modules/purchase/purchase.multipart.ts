import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  messages,
  NumberListSchema,
  PurchasePaymentSchema,
  RECEIPT_MAX_BYTES,
} from '@rifas/shared';
import { badRequest } from '../../lib/errors';
import { readMultipartForm } from '../../lib/multipart';

const jsonPart = (schema: z.ZodType, description: string) =>
  z.string().meta({
    description,
    contentMediaType: 'application/json',
    contentSchema: z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }),
  });

/** The purchase form as OpenAPI shows it (a JSON body carries the same two fields, as JSON). */
export const PurchaseFormDoc = z.object({
  numbers: jsonPart(NumberListSchema, 'JSON: los números elegidos'),
  payment: jsonPart(PurchasePaymentSchema, 'JSON: datos del comprador y del pago'),
  image: z
    .string()
    .meta({ format: 'binary', description: 'Comprobante (PNG, JPG o GIF)' })
    .optional(),
});

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
  const { fields, file } = await readMultipartForm(request, {
    fileFields: ['image'],
    maxFileBytes: RECEIPT_MAX_BYTES,
    fileTooLargeText: messages.purchase.imageTooLarge,
  });
  return {
    numbers: parseJson(fields.numbers, messages.numbers.invalidList),
    payment: parseJson(fields.payment, messages.purchase.invalidPayment),
    image: file,
  };
}
