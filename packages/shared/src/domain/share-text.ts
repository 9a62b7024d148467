/**
 * The text 'Compartir por WhatsApp' sends for a raffle: the shop's template
 * (settings.share_template) with its words in braces filled. Unknown words stay
 * as written, so a typo shows in the preview instead of vanishing.
 */

/** The words a share template may use, as the operator reads them in Tienda. */
export const SHARE_TEMPLATE_WORDS = ['titulo', 'premio', 'precio', 'fecha', 'enlace'] as const;

export type ShareTextValues = Record<(typeof SHARE_TEMPLATE_WORDS)[number], string>;

export function fillShareText(template: string, values: ShareTextValues): string {
  return template.replace(/\{(\w+)\}/g, (whole, word: string) =>
    Object.hasOwn(values, word) ? values[word as keyof ShareTextValues] : whole,
  );
}

/** The short link of a raffle (the address buyers get), on the shop's public address. */
export function raffleShareLink(publicUrl: string, raffleId: number): string {
  return `${publicUrl.replace(/\/+$/, '')}/raffle/${raffleId}`;
}
