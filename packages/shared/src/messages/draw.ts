export const draw = {
  entriesFixed:
    'Las ventas de esta rifa están cerradas y su lista de números ya se publicó: no se puede cambiar',
  pendingPayments:
    'No se pueden cerrar las ventas: hay {payments} de verificación. Valídalos o recházalos primero.',
  alreadyFixed: 'Las ventas de esta rifa ya están cerradas y la lista publicada',
  notFixed: 'Primero cierra las ventas y publica la lista',
  notPublished: 'La lista de números de esta rifa aún no se publicó',
  alreadyDrawn: 'El resultado oficial de esta rifa ya está registrado',
  hasWinner: 'Esta rifa ya tiene número ganador',
  resultTooShort: 'El resultado debe tener al menos {digits} cifras',
  resultNotValid:
    'Con este resultado ({used}) no gana ningún número según la regla publicada: registra el del siguiente sorteo oficial de la misma lotería',
  resultBeforeList:
    'Ese sorteo de la lotería ({drawAt}) no es posterior a la lista: la lista se publicó el {fixedAt} y solo cuentan los sorteos celebrados desde el {earliest} en adelante. Registra el resultado de un sorteo posterior.',
  /** What the admins hear from the automatic close (issue 44), by Telegram, push and e-mail. */
  autoClose: {
    pending: 'Quedan {count} pagos por revisar para cerrar {raffle}',
    pendingOne: 'Queda 1 pago por revisar para cerrar {raffle}',
    pendingSubject: 'Pagos por revisar para cerrar {raffle}',
    dueByHand:
      'Las ventas de {raffle} siguen abiertas y su sorteo es el {drawDate}: ciérralas y publica la lista.',
    dueSubject: 'Cierra las ventas de {raffle}',
    drawPassed:
      'El sorteo de {raffle} era el {drawDate} y sus ventas siguen abiertas: ciérralas y publica la lista.',
    drawPassedSubject: 'Las ventas de {raffle} siguen abiertas',
    closed:
      'Las ventas de {raffle} se cerraron solas: la lista de {count} números quedó publicada (SHA-256 {fingerprint}).',
    closedSubject: 'Ventas cerradas: {raffle}',
  },
  resultFuture: 'La fecha del sorteo no puede ser futura',
  resultRequired: 'El resultado es requerido',
  winnerEmail: {
    subject: '¡Ganaste! {title}',
    intro: '¡Felicidades! Tu número {number} ganó la rifa "{title}": {prize}.',
    numberLabel: 'Número ganador',
    prizeLabel: 'Premio',
    resultLabel: 'Resultado oficial',
    closing: '¡Gracias por participar!',
  },
  /** The WhatsApp text the admin sends the winner from the winner dialog. */
  winnerWhatsApp: '¡Hola {name}! ¡Ganaste! Tu número {number} ganó: {prize}. {claim}',
  resultDigits: 'El resultado debe tener solo cifras',
  lotteryRequired: 'El nombre de la lotería es requerido',
  lotteryTooLong: 'El nombre de la lotería no puede tener más de 100 caracteres',
  drawAtRequired: 'La fecha y hora del sorteo de la lotería es requerida',
  drawAtInvalid: 'La fecha y hora del sorteo de la lotería no es válida',
} as const;
