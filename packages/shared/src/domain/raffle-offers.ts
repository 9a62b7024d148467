import { format, messages } from '../messages';
import { shortUsd } from './pricing';
import { prizeOrdinal } from './prizes';

/**
 * A raffle's offers in one line each, where buyers decide (issue 42): the home
 * cards and the share text name every prize and every pack, not only the first
 * prize and the price per number.
 */

/** 'Moto · 2do premio: Televisor · 3er premio: Celular': the main prize, then the others by their ordinal. */
export function prizesLine(titles: readonly string[]): string {
  return titles
    .map((title, index) => (index === 0 ? title : `${prizeOrdinal(index + 1)}: ${title}`))
    .join(' · ');
}

/** '5 por $20' (the pack's price as operators write it). */
export function packLabel(pack: { quantity: number; price: number }): string {
  return format(messages.packs.label, {
    quantity: pack.quantity,
    price: shortUsd(Math.round(pack.price * 100)),
  });
}

/** 'Paquetes: 5 por $20 · 10 por $35', or null without packs. */
export function packsLine(packs: readonly { quantity: number; price: number }[] | undefined) {
  if (!packs || packs.length === 0) return null;
  return format(messages.packs.offers, { packs: packs.map(packLabel).join(' · ') });
}
