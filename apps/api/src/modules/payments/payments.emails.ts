import { purchaseEmail, type NewEmail, type PurchaseEmailInput } from '../mail';

// The review e-mails (docs/operations.md); their layout and details are the
// mail module's one purchase e-mail, shared with "Compra recibida".

/** "Payment confirmed": the numbers are now the buyer's. */
export function paymentConfirmedEmail(input: PurchaseEmailInput): Promise<NewEmail> {
  return purchaseEmail(input, {
    kind: 'payment_confirmed',
    subject: 'Pago confirmado: {title}',
    intro: ['Verificamos tu pago en la rifa "{title}". ¡Tus números están confirmados!'],
    closing: [
      'Si resultas ganador te contactaremos dentro de las 24 horas siguientes al sorteo.',
      '¡Gracias por participar y mucha suerte!',
    ],
  });
}

/** "Payment rejected" (also when an admin releases the numbers), with the reason. */
export function paymentRejectedEmail(
  input: PurchaseEmailInput & { reason: string },
): Promise<NewEmail> {
  return purchaseEmail(input, {
    kind: 'payment_rejected',
    subject: 'Pago rechazado: {title}',
    intro: ['No pudimos validar tu pago en la rifa "{title}".'],
    reason: input.reason,
    numbersLabel: 'Números liberados',
    closing: [
      'Esos números vuelven a estar disponibles. Si crees que se trata de un error, contáctanos.',
    ],
  });
}

/** "Payment refunded", with the reason; the numbers are no longer the buyer's. */
export function paymentRefundedEmail(
  input: PurchaseEmailInput & { reason: string },
): Promise<NewEmail> {
  return purchaseEmail(input, {
    kind: 'payment_refunded',
    subject: 'Pago reembolsado: {title}',
    intro: ['Reembolsamos tu pago en la rifa "{title}".'],
    reason: input.reason,
    numbersLabel: 'Números que dejan de ser tuyos',
    closing: ['Si tienes alguna pregunta, contáctanos.'],
  });
}
