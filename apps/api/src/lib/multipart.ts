import Busboy, {
  type BusboyFileStream,
  type BusboyHeaders,
  type BusboyInstance,
} from '@fastify/busboy';
import type { FastifyRequest } from 'fastify';
import { messages } from '@rifas/shared';
import { badRequest, payloadTooLarge, type AppError } from './errors';

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

const unreadable = () => badRequest(messages.common.invalidMultipart);

/**
 * Reads a whole multipart form into memory with busboy, turning every parser failure into a
 * Spanish 4xx (ADR 111). The body is left unread by the content-type parser
 * (plugins/multipart.ts) until the route reads it here; on the first refusal the rest of the
 * body is drained unread.
 */
export function readMultipartForm(
  request: FastifyRequest,
  opts: MultipartOptions,
): Promise<MultipartForm> {
  const extra = opts.listField ? (opts.maxListFiles ?? 0) : 0;
  const limits = {
    ...LIMITS,
    files: LIMITS.files + extra,
    parts: LIMITS.parts + extra,
    // One byte over, so a file at the limit is read whole and one over it is cut.
    fileSize: opts.maxFileBytes + 1,
  };
  const raw = request.raw;
  return new Promise((resolve, reject) => {
    const form: MultipartForm = { fields: {}, file: null, fileName: null, listFiles: [] };
    const seen = new Set<string>();
    let busboy: BusboyInstance;
    try {
      busboy = new Busboy({ headers: raw.headers as BusboyHeaders, limits });
    } catch {
      // No boundary, or a content type busboy does not read.
      raw.resume();
      reject(unreadable());
      return;
    }
    let settled = false;
    let parsed = false;
    let sawData = false;
    let filesOpen = 0;
    const settle = (err?: AppError) => {
      if (settled || (!err && !(parsed && filesOpen === 0))) return;
      settled = true;
      raw.off('close', onClose).off('error', onError);
      raw.unpipe(busboy);
      if (err) {
        raw.resume();
        reject(err);
      } else resolve(form);
    };
    const onClose = () => {
      if (!raw.complete) settle(unreadable());
    };
    const onError = () => settle(unreadable());
    const overLimit = () => settle(payloadTooLarge(messages.common.tooManyParts));

    busboy.on('field', (name, value, _nameCut, valueCut) => {
      if (valueCut) return settle(payloadTooLarge(messages.common.requestTooLarge));
      if (name in Object.prototype) return settle(unreadable());
      if (seen.has(name)) return settle(badRequest(messages.common.duplicateField));
      seen.add(name);
      form.fields[name] = value;
    });
    busboy.on('file', (name, file: BusboyFileStream, fileName) => {
      if (name in Object.prototype) {
        file.resume();
        return settle(unreadable());
      }
      filesOpen += 1;
      const chunks: Buffer[] = [];
      file.on('data', (chunk: Buffer) => chunks.push(chunk));
      file.on('limit', () => settle(payloadTooLarge(opts.fileTooLargeText)));
      file.on('error', () => settle(unreadable()));
      file.on('end', () => {
        filesOpen -= 1;
        const buffer = Buffer.concat(chunks);
        if (file.truncated || buffer.length === 0) return settle();
        if (name === opts.listField) form.listFiles.push(buffer);
        else if (opts.fileFields.includes(name)) {
          form.file = buffer;
          form.fileName = fileName || null;
        }
        settle();
      });
    });
    busboy.on('partsLimit', overLimit).on('filesLimit', overLimit).on('fieldsLimit', overLimit);
    busboy.on('error', (err: Error) => {
      // An empty body is an empty form, as a browser sends for a form with nothing in it.
      if (!sawData && /Unexpected end of multipart data/.test(err.message)) {
        parsed = true;
        settle();
      } else settle(unreadable());
    });
    busboy.on('finish', () => {
      parsed = true;
      settle();
    });
    raw.once('data', () => {
      sawData = true;
    });
    raw.on('close', onClose).on('error', onError);
    raw.pipe(busboy);
  });
}
