export const linkPreviews = {
  /** The shop's pages as a link preview and a tab show them. */
  shopTitle: '{shop} · Sorteos en línea',
  shopDescription: 'Participa en rifas en línea: elige tus números, paga fácil y sigue el sorteo.',
  pageTitle: '{title} · {shop}',
  activeTitle: 'Sorteos Activos',
  pastTitle: 'Sorteos Anteriores',
  /** A raffle's preview: og:description and the lines drawn on its image. */
  description: 'Premio: {prize} · {price} por número · Sorteo: {date}',
  imagePrice: '{price} por número',
  imageDraw: 'Sorteo: {date}',
  /** Two prices side by side: '$5.00 (Bs 182,50)'. */
  priceWithCurrency: '{usd} ({other})',
} as const;
