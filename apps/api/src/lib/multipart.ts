import type { FastifyRequest } from 'fastify';
import { messages } from '@rifas/shared';
import { AppError, badRequest, payloadTooLarge } from './errors';
import { readUploadedFile } from './images';

export type MultipartForm = {
  /** Text fields by name; a name sent twice is refused. */
  fields: Record<string, string>;
  /** The one accepted file (empty file inputs are skipped), or null. */
  file: Buffer | null;
  /** The name the browser gave that file (what the operator recognises it by), or null. */
  fileName: string | null;
  /** The files under `listField`, in the order sent (empty files skipped). */
  listFiles: Buffer[];
};

export type MultipartOptions = {
  /** Field names under which the file is accepted ('image', 'imagen'). */
  fileFields: readonly string[];
  maxFileBytes: number;
  /** Spanish text of the 413 for a file over maxFileBytes. */
  fileTooLargeText: string;
  /** A field that takes several files (a raffle's `images`), up to `maxListFiles`. */
  listField?: string;
  maxListFiles?: number;
};

/*
 * The limits every form of the API fits in, documented in docs/api.md
 * ("Formularios multipart"): one file, 30 text fields of at most 64 KB each.
 * Over a limit: 413. A malformed, truncated or otherwise unreadable body, a
 * field named __proto__ or a field sent twice: 400.
 */
const LIMITS = { files: 1, fields: 30, parts: 31, fieldSize: 64 * 1024 };
// A form with a list field (a raffle's gallery) takes that many more files.
const OVER_LIMIT_CODES = new Set(['FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT']);

/** Reads a whole multipart form into memory, turning every parser failure into a Spanish 4xx. */
export async function readMultipartForm(
  request: FastifyRequest,
  opts: MultipartOptions,
): Promise<MultipartForm> {
  const fields = new Map<string, string>();
  let file: Buffer | null = null;
  let fileName: string | null = null;
  const listFiles: Buffer[] = [];
  const extra = opts.listField ? (opts.maxListFiles ?? 0) : 0;
  const limits = {
    ...LIMITS,
    files: LIMITS.files + extra,
    parts: LIMITS.parts + extra,
    fileSize: opts.maxFileBytes + 1,
  };
  try {
    const parts = request.parts({ limits });
    for await (const part of parts) {
      if (part.type === 'file') {
        const buffer = await readUploadedFile(part, opts.fileTooLargeText);
        if (part.fieldname === opts.listField) {
          if (buffer.length > 0) listFiles.push(buffer);
        } else if (opts.fileFields.includes(part.fieldname) && buffer.length > 0) {
          file = buffer;
          fileName = part.filename || null;
        }
        continue;
      }
      if (part.valueTruncated || part.fieldnameTruncated) {
        throw payloadTooLarge(messages.common.requestTooLarge);
      }
      if (fields.has(part.fieldname)) throw badRequest(messages.common.duplicateField);
      fields.set(part.fieldname, String(part.value));
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: unknown }).code;
    if (typeof code === 'string' && OVER_LIMIT_CODES.has(code)) {
      throw payloadTooLarge(messages.common.tooManyParts);
    }
    // Busboy's "Unexpected end of form", a missing boundary, a prototype field name…
    throw badRequest(messages.common.invalidMultipart);
  }
  return { fields: Object.fromEntries(fields), file, fileName, listFiles };
}
