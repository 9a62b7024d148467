import { normalizePhone } from '@rifas/shared';

/**
 * The admin search box's term, normalised the way payments.search_text is
 * stored (db/schema/payments.ts): lower case, accents stripped, and for a term
 * that is a number in any format ('V-12.345.678', '0412-123.45.67',
 * '+58 412 1234567') its digits alone. Returns the LIKE patterns to try, any of
 * which may match; none for a blank term.
 */
export function searchPatterns(term: string): string[] {
  const text = term
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[|\s]+/g, ' ')
    .trim();
  if (!text) return [];
  const patterns = new Set([text]);
  // A number typed with separators or a cédula letter (V, E, J, G, P): match its digits.
  if (/^[vejgp]?[\d\s.\-()+/]*$/.test(text)) {
    const digits = text.replace(/\D/g, '');
    if (digits) patterns.add(digits);
    // A Venezuelan phone is stored as the buyer typed it (0412…, +58 412…, 412…):
    // its ten national digits are in every one of those forms.
    const national = normalizePhone(digits);
    if (national.length === 10 && national !== digits) patterns.add(national);
  }
  return [...patterns].map((p) => `%${p.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}
