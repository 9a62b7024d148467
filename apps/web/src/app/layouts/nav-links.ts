/** The public header's navigation (docs/product.md Header), in order. */
export const publicNavLinks = [
  { to: '/', label: 'Inicio', end: true },
  { to: '/raffles', label: 'Sorteos Activos', end: false },
  { to: '/past-raffles', label: 'Sorteos Anteriores', end: false },
  { to: '/mis-numeros', label: 'Mis números', end: false },
] as const;
