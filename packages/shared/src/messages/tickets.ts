export const tickets = {
  notFound: 'Ticket no encontrado',
  /** A rejected or refunded purchase's ticket: its numbers were freed and may be someone else's. */
  rejected: 'Compra rechazada',
  refunded: 'Compra reembolsada',
  /** The shop's reason on a rejected or refunded ticket (issue 42). */
  voidReason: 'Motivo: {reason}',
  voidExplanation:
    'Este ticket ya no es válido: sus números quedaron libres para otros compradores.',
  emailLine: 'Tu ticket: {url}',
  open: 'Ver mi ticket',
  /** {link} is the 'Mis números' link. */
  findLater: 'También encuentras tus compras en {link} con tu cédula y tu email o teléfono.',
  myNumbersLink: 'Mis números',
} as const;
