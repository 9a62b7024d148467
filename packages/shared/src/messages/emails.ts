export const emails = {
  supportWhatsapp: '¿Dudas? Escríbenos por WhatsApp: {url}',
  supportSite: '¿Dudas? Escríbenos desde {url}',
  signature: 'El equipo de {shop}',
  openTicket: 'Ver mi ticket',
  labels: {
    raffle: 'Rifa',
    drawDate: 'Sorteo',
    numbers: 'Números',
    amount: 'Monto',
    priceDetail: 'Detalle del precio',
    status: 'Estado',
    method: 'Método de pago',
    reference: 'Referencia',
    payment: 'Pago N.º',
    reason: 'Motivo',
  },
} as const;
