/**
 * The shop's defaults until the operator sets its own (/admin/tienda). Kept apart
 * from the settings schemas: the SPA's first load shows them (the splash, the
 * header, the terms) and importing them from a file that builds zod schemas would
 * bring zod into the first download.
 */

export const DEFAULT_SHOP_NAME = 'Rifas';
export const DEFAULT_CONTACT_GREETING =
  'Hola, me gustaría obtener más información sobre las rifas.';
export const DEFAULT_PENDING_DIGEST_MINUTES = 10;

/** The rejection reasons the payment review offers until the shop writes its own (issue 28). */
export const DEFAULT_REJECT_REASONS = [
  'Pago no recibido',
  'Monto incompleto',
  'Referencia inválida',
];

/**
 * The terms every raffle shows until the shop writes its own, one per line
 * (docs/product.md: the winner is contacted within 24 hours).
 */
export const DEFAULT_TERMS = [
  'Cada número se asigna a una sola persona; un número pagado no puede volver a venderse.',
  'Tus números quedan apartados mientras completas la compra y se confirman cuando verificamos tu pago.',
  'Un pago que no se pueda verificar se rechaza y sus números vuelven a estar disponibles.',
  'El número ganador se anuncia en esta página al terminar el sorteo.',
  'El ganador será contactado dentro de las 24 horas siguientes al sorteo, por email o teléfono.',
].join('\n');

/** The terms as the raffle page lists them: one item per non-empty line. */
export function termsLines(terms: string): string[] {
  return terms
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The home's hero until the shop writes its own (/admin/tienda, issue 30). */
export const DEFAULT_HERO_TITLE = 'Tu número de la suerte te está esperando';
export const DEFAULT_HERO_TEXT =
  'Participa en nuestras rifas desde tu teléfono: elige tus números, paga con el método que prefieras y sigue el sorteo. Cada pago se verifica antes de confirmar tus números.';

/**
 * The text 'Compartir por WhatsApp' sends for a raffle until the shop writes its
 * own; the words in braces are filled by fillShareText (domain/share-text.ts).
 */
export const DEFAULT_SHARE_TEMPLATE = [
  '🎟️ {titulo}',
  '🏆 Premio: {premio}',
  '💵 Precio por número: {precio}',
  '📅 Sorteo: {fecha}',
  'Elige tus números aquí: {enlace}',
].join('\n');

/**
 * What 'Avisar por WhatsApp' sends a buyer after her payment's review until the shop
 * writes its own (/admin/tienda); the words in braces are REVIEW_TEXT_WORDS
 * (domain/review-text.ts).
 */
export const DEFAULT_WHATSAPP_VALIDATED_TEXT =
  'Hola {nombre}, tu pago de la rifa {rifa} fue validado. Tus números: {numeros}. Tu ticket: {ticket}';
/**
 * How a winner claims her prize (issue 44), in the '¡Ganaste!' e-mail and the
 * admin's 'Avisar por WhatsApp' to a winner, until the shop writes its own (/admin/tienda).
 */
export const DEFAULT_CLAIM_TEXT =
  'Para reclamar tu premio, escríbenos por WhatsApp con tu cédula y tu ticket; coordinamos contigo la entrega.';
export const DEFAULT_WHATSAPP_REJECTED_TEXT =
  'Hola {nombre}, tu pago de la rifa {rifa} fue rechazado. Motivo: {motivo}. Tus números {numeros} quedaron libres; si ya pagaste, respóndenos por aquí.';
