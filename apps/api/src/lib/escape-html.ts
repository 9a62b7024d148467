/**
 * Text → HTML text or attribute value: every buyer-typed string in an e-mail, every
 * admin-typed title in a page's head. The one escaper of the API.
 */
export function escapeHtml(text: string): string {
  // One pass, and none for text with nothing to escape (most of an e-mail's): every
  // purchase renders its e-mail (ADR 098).
  return SPECIAL.test(text) ? text.replace(SPECIALS, (c) => ENTITIES[c]!) : text;
}

const SPECIAL = /[&<>"']/;
const SPECIALS = /[&<>"']/g;
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
