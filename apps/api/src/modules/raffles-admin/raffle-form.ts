import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  messages,
  RAFFLE_IMAGE_MAX_BYTES,
  RAFFLE_MAX_IMAGES,
  RaffleInputSchema,
  type RaffleInputParsed,
} from '@rifas/shared';
import { invalidInput } from '../../lib/errors';
import { readMultipartForm } from '../../lib/multipart';

/** The form: its fields, the main `image`, and the gallery's new `images` (issue 30). */
export type RaffleForm = { input: RaffleInputParsed; image: Buffer | null; images: Buffer[] };

/** The form as OpenAPI shows it: the raffle fields plus the optional image file. */
export const RaffleFormDoc = z
  .object({
    image: z.string().meta({ format: 'binary' }).optional(),
    images: z
      .array(z.string().meta({ format: 'binary' }))
      .max(RAFFLE_MAX_IMAGES)
      .optional(),
  })
  .and(RaffleInputSchema);

// The spec calls the file `image`; `imagen` is accepted as the same thing.
const IMAGE_FIELDS = ['image', 'imagen'];

/**
 * Reads the raffle form from a multipart request (fields + optional `image`) or
 * from a JSON body, and validates it with the shared schema. Validation errors
 * get the API's one shape: the first issue's Spanish text plus every issue.
 */
export async function readRaffleForm(request: FastifyRequest): Promise<RaffleForm> {
  let fields: Record<string, unknown> = {};
  let image: Buffer | null = null;
  let images: Buffer[] = [];
  if (request.isMultipart()) {
    const form = await readMultipartForm(request, {
      fileFields: IMAGE_FIELDS,
      maxFileBytes: RAFFLE_IMAGE_MAX_BYTES,
      fileTooLargeText: messages.raffles.imageTooLarge,
      listField: 'images',
      maxListFiles: RAFFLE_MAX_IMAGES,
    });
    fields = form.fields;
    image = form.file;
    images = form.listFiles;
  } else if (request.body && typeof request.body === 'object') {
    fields = request.body as Record<string, unknown>;
  }
  const result = RaffleInputSchema.safeParse(fields);
  if (!result.success) throw invalidInput(result.error);
  return { input: result.data, image, images };
}
