export const myNumbers = {
  documentRequired: 'Cédula es requerida',
  documentInvalid: 'Cédula no válida',
  contactRequired: 'Escribe el email o el teléfono con el que compraste',
  contactInvalid: 'Email o teléfono no válido',
  noResults: 'No encontramos compras con esos datos. Revisa la cédula y el email o teléfono.',
  statusLabels: {
    pending: 'Pendiente de verificación',
    completed: 'Verificado',
    failed: 'Rechazado',
    refunded: 'Reembolsado',
  },
} as const;
