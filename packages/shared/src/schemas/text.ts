import { z } from './zod';
import { messages } from '../messages';

/*
 * Every string a request carries goes through `text()`. PostgreSQL cannot store
 * a NUL byte (text or jsonb) and answers with an error, and other control
 * characters only serve to hide or forge content in e-mails and admin screens.
 * Lone UTF-16 surrogates cannot be encoded as UTF-8 and would be silently
 * replaced. Multi-line fields (descriptions, instructions) keep tab and line
 * breaks; \r is allowed there because browsers send textarea lines as CRLF.
 */
const FORBIDDEN_SINGLE_LINE = /[\p{Cc}\p{Cs}]/u;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_MULTI_LINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\p{Cs}]/u;

export type TextOptions = {
  /** The message when the value is missing or not a string. */
  error?: string;
  /** Tab, line feed and carriage return allowed (textareas). */
  multiline?: boolean;
};

/** Whether a string carries a character no stored text may hold. */
export function hasInvalidCharacters(value: string, multiline = false): boolean {
  return (multiline ? FORBIDDEN_MULTI_LINE : FORBIDDEN_SINGLE_LINE).test(value);
}

/**
 * A string without control characters (see above), refused with
 * 'Contiene caracteres no válidos'. Chain `.trim().min().max()` as usual.
 */
export function text(options: TextOptions = {}) {
  const multiline = options.multiline ?? false;
  return z
    .string(options.error === undefined ? undefined : { error: options.error })
    .refine((value) => !hasInvalidCharacters(value, multiline), {
      message: messages.common.invalidCharacters,
      abort: true,
    });
}

/**
 * What a person's name is made of: letters of the Latin script buyers write in
 * (accents, 'ñ', Vietnamese included), joined by spaces, '.', apostrophes or '-'.
 * No digits, '@', '/', ':' or markup, and no letter of another script: Lisu 'ꓽ'
 * (U+A4FD), Canadian syllabics 'ᐟ' (U+141F) or Lisu 'ꓸ' (U+A4F8) are letters that
 * look like ':', '/' and '.', so `httpsꓽᐟᐟpremiosꓸrifa` spelled a link with them.
 * Latin's click letters 'ǀ ǁ ǂ ǃ' (U+01C0-U+01C3) look like '|' and '!' and are
 * left out, and the combining overlays (U+0334-U+0338, a struck-through '/').
 * A name typed by a stranger cannot carry a link or an address into the
 * e-mails we send in the shop's name (docs/security.md, "E-mails"; ADR 084).
 */
const LETTER = 'A-Za-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u01BF\\u01C4-\\u024F\\u1E00-\\u1EFF';
const MARK = '\\u0300-\\u0333\\u0339-\\u036F';
// Marks in a class of their own: a letter and a mark in one class is a lint trap (no-misleading-character-class).
const WORD = `[${LETTER}](?:[${LETTER}]|[${MARK}])*`;
const PERSON_NAME = new RegExp(`^${WORD}(?:[ .'’-]+${WORD})*\\.?$`, 'u');

// 'phish.example': a dot between words is a web address, not initials ('J. R.', 'J.R.').
const DOMAIN_LIKE = /\p{L}\.\p{L}{2,}/u;
// 'premios. example': a dot ends an initial or an abbreviation ('Ma.', 'Sra.', 'Lcda.'), never a longer word.
const LONG_WORD_DOT = /\p{L}{5,}\./u;

/** Whether a trimmed text is a person's name (see PERSON_NAME). */
export function isPersonName(value: string): boolean {
  return PERSON_NAME.test(value) && !DOMAIN_LIKE.test(value) && !LONG_WORD_DOT.test(value);
}

/**
 * A bank's reference or confirmation code: Latin letters, digits, spaces and
 * '-' (the same letters as a name, so no look-alike of ':' or '/' either).
 */
const REFERENCE = new RegExp(`^[${LETTER}0-9 -]*$`, 'u');

/** Whether a trimmed text is a payment reference (see REFERENCE). */
export function isPaymentReference(value: string): boolean {
  return REFERENCE.test(value);
}

/** PostgreSQL's `integer` tops out here; every id column is one. */
export const MAX_DB_ID = 2_147_483_647;

/**
 * A database id as it arrives in a path, query or body ('12' or 12): a
 * positive whole number within PostgreSQL's integer range, so no query is ever
 * sent with an id the column cannot hold.
 */
export function idSchema(error: string = messages.common.invalidId) {
  return z.coerce.number({ error }).int(error).positive(error).max(MAX_DB_ID, error);
}

export const IdSchema = idSchema();
