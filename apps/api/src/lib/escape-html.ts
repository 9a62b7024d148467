/**
 * Text → HTML text or attribute value: every buyer-typed string in an e-mail, every
 * admin-typed title in a page's head. The one escaper of the API.
 */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
