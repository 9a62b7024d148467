import { z } from './zod';

/**
 * A list field of a form that arrives as JSON text in a multipart body and as an
 * array in a JSON body: either becomes the array, refused with `message` when it
 * is neither or the text is not JSON. Pipe it into the list's own schema.
 * `blankIsEmpty`: an empty text is an empty list (an optional field left blank).
 */
export function jsonList(message: string, { blankIsEmpty = false } = {}) {
  return z.union([z.string(), z.array(z.unknown())], { error: message }).transform((value, ctx) => {
    if (Array.isArray(value)) return value;
    if (blankIsEmpty && value.trim() === '') return [];
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
  });
}
