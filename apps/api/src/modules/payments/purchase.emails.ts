import { formatNumber } from '@rifas/shared';
import type { NewEmail } from '../mail/outbox.service';

export type PurchaseReceivedInput = {
  to: string;
  customerName: string;
  raffle: { title: string; startNumber: number; endNumber: number };
  numbers: readonly number[];
  amountCents: number;
  methodName: string;
  referenceNumber: string | null;
  paymentId: number;
};

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** "Purchase received": lists the numbers and says the payment awaits verification. */
export function purchaseReceivedEmail(input: PurchaseReceivedInput): NewEmail {
  const labels = input.numbers
    .map((n) => formatNumber(n, input.raffle.startNumber, input.raffle.endNumber))
    .join(', ');
  const lines = [
    `Hola ${input.customerName},`,
    '',
    `Recibimos tu compra en la rifa "${input.raffle.title}".`,
    '',
    `Números: ${labels}`,
    `Monto: ${usd(input.amountCents)}`,
    `Método de pago: ${input.methodName}`,
    ...(input.referenceNumber ? [`Referencia: ${input.referenceNumber}`] : []),
    `Pago N.º ${input.paymentId}`,
    '',
    'Tu pago está pendiente de verificación. Tus números quedan reservados mientras lo revisamos.',
    'Te enviaremos un correo de confirmación cuando verifiquemos tu pago.',
    '',
    '¡Gracias por participar!',
  ];
  return {
    kind: 'purchase_received',
    to: input.to,
    subject: `Compra recibida: ${input.raffle.title}`,
    text: lines.join('\n'),
  };
}
