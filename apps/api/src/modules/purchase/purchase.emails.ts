import { purchaseEmail, type NewEmail, type PurchaseEmailInput } from '../mail';

/** "Purchase received": the numbers are held while the payment awaits verification. */
export function purchaseReceivedEmail(input: PurchaseEmailInput): Promise<NewEmail> {
  return purchaseEmail(input, {
    kind: 'purchase_received',
    subject: 'Compra recibida: {title}',
    intro: ['Recibimos tu compra en la rifa "{title}".'],
    closing: [
      'Tu pago está pendiente de verificación. Tus números quedan reservados mientras lo revisamos.',
      'Te enviaremos un correo de confirmación cuando verifiquemos tu pago.',
      '¡Gracias por participar!',
    ],
  });
}
