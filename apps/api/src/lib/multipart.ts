import type { IncomingMessage } from 'node:http';
import {
  getMultipartBoundary,
  MaxFileSizeExceededError,
  MaxPartsExceededError,
  MaxTotalSizeExceededError,
  parseMultipart,
} from '@remix-run/multipart-parser';
import type { FastifyRequest } from 'fastify';
import { messages } from '@rifas/shared';
import { AppError, badRequest, payloadTooLarge } from './errors';

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
const LIMITS = { files: 1, fields: 30, fieldSize: 64 * 1024 };
// Room for each part's boundary and headers.
const PART_OVERHEAD = 1024;

const unreadable = () => badRequest(messages.common.invalidMultipart);

/**
 * Reads a whole multipart form into memory, turning every parser failure into a Spanish 4xx
 * (ADR 111). The body is left unread by the content-type parser (plugins/multipart.ts) until
 * the route reads it here, after its access check; it is taken whole, up to what the form's
 * limits allow, and cut into parts in one pass (@remix-run/multipart-parser): a sale's
 * two-field form costs a buffer, not the dozen streams a streaming parser sets up.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  opts: MultipartOptions,
): Promise<MultipartForm> {
  const extra = opts.listField ? (opts.maxListFiles ?? 0) : 0;
  const files = LIMITS.files + extra;
  // One byte over, so a file at the limit is read whole and one over it is refused.
  const fileSize = opts.maxFileBytes + 1;
  const boundary = getMultipartBoundary(request.headers['content-type'] ?? '');
  if (!boundary) {
    request.raw.resume();
    throw unreadable();
  }
  const most =
    files * (fileSize + PART_OVERHEAD) + LIMITS.fields * (LIMITS.fieldSize + PART_OVERHEAD);
  const body = await readBody(request.raw, most, opts.fileTooLargeText);
  const form: MultipartForm = { fields: {}, file: null, fileName: null, listFiles: [] };
  // An empty body is an empty form, as a browser sends for a form with nothing in it.
  if (body.length === 0) return form;
  let fileCount = 0;
  let fieldCount = 0;
  try {
    const parts = parseMultipart(body, {
      boundary,
      maxParts: files + LIMITS.fields,
      maxFileSize: Math.max(fileSize, LIMITS.fieldSize + 1),
      maxTotalSize: most,
    });
    for (const part of parts) {
      const name = part.name;
      if (name === undefined) continue;
      if (name in Object.prototype) throw unreadable();
      if (part.isFile) {
        fileCount += 1;
        if (fileCount > files) throw payloadTooLarge(messages.common.tooManyParts);
        if (part.size > fileSize) throw payloadTooLarge(opts.fileTooLargeText);
        if (part.size === 0) continue;
        const bytes = part.bytes;
        const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        if (name === opts.listField) form.listFiles.push(buffer);
        else if (opts.fileFields.includes(name)) {
          form.file = buffer;
          form.fileName = part.filename || null;
        }
        continue;
      }
      fieldCount += 1;
      if (fieldCount > LIMITS.fields) throw payloadTooLarge(messages.common.tooManyParts);
      if (part.size > LIMITS.fieldSize) throw payloadTooLarge(messages.common.requestTooLarge);
      if (Object.hasOwn(form.fields, name)) throw badRequest(messages.common.duplicateField);
      form.fields[name] = part.text;
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (err instanceof MaxPartsExceededError) throw payloadTooLarge(messages.common.tooManyParts);
    // Past maxFileSize or maxTotalSize: a part bigger than any the form takes.
    if (err instanceof MaxFileSizeExceededError || err instanceof MaxTotalSizeExceededError) {
      throw payloadTooLarge(opts.fileTooLargeText);
    }
    // A truncated body, a missing boundary, data after the end…
    throw unreadable();
  }
  return form;
}

/**
 * The whole body, refused with a 413 (`tooLargeText`) past `most` bytes and with a 400 when
 * the sender hangs up before its end; the rest of a refused body is drained unread.
 */
function readBody(raw: IncomingMessage, most: number, tooLargeText: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (err: AppError | null) => {
      raw.off('data', onData).off('end', onEnd).off('close', onClose).off('error', onError);
      if (!err) return resolve(Buffer.concat(chunks, size));
      raw.resume();
      reject(err);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > most) done(payloadTooLarge(tooLargeText));
      else chunks.push(chunk);
    };
    const onEnd = () => done(null);
    const onClose = () => {
      if (!raw.complete) done(unreadable());
    };
    const onError = () => done(unreadable());
    raw.on('data', onData).on('end', onEnd).on('close', onClose).on('error', onError);
  });
}
