export const numbers = {
  loadFailed: 'Error al cargar los números de la rifa',
  invalidQuantity: 'Por favor ingresa un número válido',
  noneAvailable: 'No hay números disponibles para seleccionar',
  proceedToPayment: 'Proceder al pago',
  releaseSelectAtLeastOne: 'Por favor selecciona al menos un número para liberar',
  releaseFailed: 'Error al liberar números',
  releaseManyFailed: 'Error al liberar los números',
  releaseOneFailed: 'Error al liberar el número',
  selectAtLeastOne: 'Selecciona al menos un número',
  invalidList: 'La lista de números no es válida',
  invalidHolder: 'Identificador de comprador no válido',
  tooManyPerOrder: 'Puedes seleccionar como máximo {max} números por compra',
  randomPickCapped:
    'Puedes seleccionar como máximo {max} números por compra: se eligieron {count} al azar.',
  /** The same two when the shop's per-buyer cap is the limit, in the grid's words ('por persona'). */
  tooManyPerBuyer: 'Puedes seleccionar como máximo {max} números por persona',
  randomPickCappedPerBuyer:
    'Puedes seleccionar como máximo {max} números por persona: se eligieron {count} al azar.',
  holdLimit: 'No puedes apartar más de {max} números en esta rifa',
  /** A holder re-holding past 2 × HOLD_MINUTES in a row (ADR 049). */
  holdExhausted:
    'Ya tuviste apartados estos números el tiempo máximo seguido. Podrás apartarlos de nuevo en {minutes} minuto(s); mientras tanto, si siguen libres, puedes comprarlos sin apartarlos.',
  /** Near the grid when the per-buyer cap applies; {max} is '100 números'. */
  perBuyer: 'Máximo {max} por persona',
  randomPickFewerLeft: 'Solo quedaban {left}: se eligieron todos.',
  someTaken: 'Algunos números ya fueron apartados por otra persona: {numbers}',
  tooManyLiveViews:
    'Hay demasiadas rifas abiertas desde tu conexión. Cierra algunas pestañas e intenta de nuevo.',
  liveViewsFull:
    'Hay muchas personas mirando esta tienda ahora. Los números se actualizan al recargar la página.',
} as const;
