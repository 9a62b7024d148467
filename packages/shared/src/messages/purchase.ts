export const purchase = {
  receiptUploading: 'Subiendo comprobante… {percent} %',
  receiptNotKept:
    'Tu comprobante «{name}» no se pudo conservar al recargar la página: adjúntalo de nuevo.',
  unavailable: 'Algunos números ya no están disponibles',
  nonExistent: 'Algunos números no existen en esta rifa',
  conflict: 'Conflicto: Los números ya no están disponibles',
  failed: 'Error al procesar el pago',
  /** Beside 'failed' when no answer came: the purchase may have been recorded (issue 42). */
  failedAdvice: 'Si ya pagaste, no pagues de nuevo: revisa "Mis números".',
  reselect: 'Volver a seleccionar números',
  nameRequired: 'Nombre es requerido',
  emailRequired: 'Email es requerido',
  emailInvalid: 'Email no válido',
  phoneRequired: 'Teléfono es requerido',
  documentRequired: 'Documento es requerido',
  methodRequired: 'Selecciona un método de pago',
  referenceRequired: 'Número de referencia es requerido',
  referenceInvalid: 'La referencia solo puede tener letras, números y guiones',
  dateRequired: 'Fecha de pago es requerida',
  captureRequired: 'Debes adjuntar una captura del comprobante',
  /** The receipt could not be stored (the bucket, or the disk, failed): nothing was sold (ADR 081). */
  receiptStoreFailed: 'No se pudo guardar el comprobante. Intenta de nuevo.',
  imageTooLarge: 'La imagen es demasiado grande. El tamaño máximo permitido es 5 MB.',
  receiptHint: 'Una foto o captura de pantalla del pago',
  receiptPreparing: 'Preparando la imagen…',
  receiptOriginalTooLarge:
    'La foto pesa más de 25 MB. Elige otra o envía una captura de pantalla del pago.',
  imageWrongType: 'Formato de archivo no válido. Solo se permiten imágenes JPG, PNG o GIF.',
  methodsLoadFailed: 'Error al cargar métodos de pago',
  noMethods: 'No hay métodos de pago disponibles',
  customFieldRequired: '{label} es requerido',
  success: 'Compra registrada. Tu pago está pendiente de verificación.',
  successDetail: 'Recibirás un correo de confirmación cuando verifiquemos tu pago.',
  invalidPayment: 'Los datos del pago no son válidos',
  idempotencyMismatch:
    'Esta compra ya se envió con otros datos. Recarga la página e intenta de nuevo.',
  invalidIdempotencyKey: 'La clave de idempotencia no es válida',
  /** The payment sheet's ×, asked first (issue 42). */
  leaveTitle: '¿Salir sin pagar?',
  leaveBodyOne:
    'El número {numbers} dejará de estar apartado para ti y otra persona podrá tomarlo.',
  leaveBodyMany:
    'Los números {numbers} dejarán de estar apartados para ti y otra persona podrá tomarlos.',
  leavePaid: 'Si ya pagaste, no salgas: completa los datos y toca «Confirmar pago».',
  leaveStay: 'Seguir pagando',
  leaveConfirm: 'Salir y liberar',
  /** The open sheet's hold changed under it (issue 24, point 7). */
  holdLostTitle: 'Tu apartado cambió',
  holdLostOne:
    'El número {numbers} ya no está apartado para ti: el organizador lo liberó, se venció el tiempo o lo tomó otra persona.',
  holdLostMany:
    'Los números {numbers} ya no están apartados para ti: el organizador los liberó, se venció el tiempo o los tomó otra persona.',
  holdLostAction: 'Apártalos de nuevo para pagar; los que ya no estén libres saldrán de tu compra.',
  totalChanged: 'El total cambió de {from} a {to}.',
  totalChangedPaid:
    'Si ya pagaste {from}, elige números de reemplazo para completar ese monto, o confirma este pago y escríbenos para que te devolvamos la diferencia.',
  pickReplacements: 'Elegir números de reemplazo',
  replacementsHint:
    'Tus números apartados siguen elegidos: agrega {count} y toca «Proceder al pago» para completar lo que pagaste.',
} as const;
