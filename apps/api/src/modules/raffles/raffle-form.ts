import type { FastifyRequest } from 'fastify';
import { messages, RaffleInputSchema, type RaffleInputParsed } from '@rifas/shared';
import { badRequest } from '../../lib/errors';
import { readUploadedFile } from '../../lib/images';

export type RaffleForm = { input: RaffleInputParsed; image: Buffer | null };

// The spec calls the file `image`; `imagen` is accepted as the same thing.
const IMAGE_FIELDS = new Set(['image', 'imagen']);

/**
 * Reads the raffle form from a multipart request (fields + optional `image`) or
 * from a JSON body, and validates it with the shared schema. Validation errors
 * get the API's one shape: the first issue's Spanish text plus every issue.
 */
export async function readRaffleForm(request: FastifyRequest): Promise<RaffleForm> {
  let fields: Record<string, unknown> = {};
  let image: Buffer | null = null;
  if (request.isMultipart()) {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buffer = await readUploadedFile(part, messages.raffles.imageTooLarge);
        // An empty file input means "no new image".
        if (IMAGE_FIELDS.has(part.fieldname) && buffer.length > 0) image = buffer;
      } else {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } else if (request.body && typeof request.body === 'object') {
    fields = request.body as Record<string, unknown>;
  }
  const result = RaffleInputSchema.safeParse(fields);
  if (!result.success) {
    const issues = result.error.issues.map((i) => ({
      path: i.path.map(String).join('.'),
      message: i.message,
    }));
    throw badRequest(issues[0]?.message ?? messages.common.validation, { issues });
  }
  return { input: result.data, image };
}
