import { formatNumber } from '@rifas/shared';
import type { NewEmail } from '../mail/outbox.service';

/** What every review e-mail says about the purchase. */
export type ReviewEmailInput = {
  to: string;
  customerName: string;
  raffle: { title: string; startNumber: number; endNumber: number };
  numbers: readonly number[];
  amountCents: number;
  paymentId: number;
};

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

function numberLabels(input: ReviewEmailInput): string {
  return [...input.numbers]
    .sort((a, b) => a - b)
    .map((n) => formatNumber(n, input.raffle.startNumber, input.raffle.endNumber))
    .join(', ');
}

/** "Payment confirmed" (DESIGN §6): the numbers are now the buyer's. */
export function paymentConfirmedEmail(input: ReviewEmailInput): NewEmail {
  const lines = [
    `Hola ${input.customerName},`,
    '',
    `Verificamos tu pago en la rifa "${input.raffle.title}". ¡Tus números están confirmados!`,
    '',
    `Números: ${numberLabels(input)}`,
    `Monto: ${usd(input.amountCents)}`,
    `Pago N.º ${input.paymentId}`,
    '',
    'Si resultas ganador te contactaremos dentro de las 24 horas siguientes al sorteo.',
    '',
    '¡Gracias por participar y mucha suerte!',
  ];
  return {
    kind: 'payment_confirmed',
    to: input.to,
    subject: `Pago confirmado: ${input.raffle.title}`,
    text: lines.join('\n'),
  };
}

/** "Payment rejected" (DESIGN §6), with the reason; the numbers are free again. */
export function paymentRejectedEmail(input: ReviewEmailInput & { reason: string }): NewEmail {
  const lines = [
    `Hola ${input.customerName},`,
    '',
    `No pudimos validar tu pago en la rifa "${input.raffle.title}".`,
    '',
    `Motivo: ${input.reason}`,
    '',
    `Números liberados: ${numberLabels(input)}`,
    `Monto: ${usd(input.amountCents)}`,
    `Pago N.º ${input.paymentId}`,
    '',
    'Esos números vuelven a estar disponibles. Si crees que se trata de un error, contáctanos.',
  ];
  return {
    kind: 'payment_rejected',
    to: input.to,
    subject: `Pago rechazado: ${input.raffle.title}`,
    text: lines.join('\n'),
  };
}

/** "Payment refunded", with the reason; the numbers are no longer the buyer's. */
export function paymentRefundedEmail(input: ReviewEmailInput & { reason: string }): NewEmail {
  const lines = [
    `Hola ${input.customerName},`,
    '',
    `Reembolsamos tu pago en la rifa "${input.raffle.title}".`,
    '',
    `Motivo: ${input.reason}`,
    '',
    `Números que dejan de ser tuyos: ${numberLabels(input)}`,
    `Monto: ${usd(input.amountCents)}`,
    `Pago N.º ${input.paymentId}`,
    '',
    'Si tienes alguna pregunta, contáctanos.',
  ];
  return {
    kind: 'payment_refunded',
    to: input.to,
    subject: `Pago reembolsado: ${input.raffle.title}`,
    text: lines.join('\n'),
  };
}
