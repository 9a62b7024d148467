/** The public header's navigation (SPEC §2 Header), in order. */
export const publicNavLinks = [
  { to: '/', label: 'Inicio', end: true },
  { to: '/raffles', label: 'Sorteos Activos', end: false },
  { to: '/past-raffles', label: 'Sorteos Anteriores', end: false },
] as const;
