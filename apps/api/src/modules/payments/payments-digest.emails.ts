import { formatNumber } from '@rifas/shared';
import type { NewEmail } from '../mail';
import type { DigestLine } from './payments-digest.repository';

/** A digest lists at most this many payments; the rest are counted with a link to the list. */
export const DIGEST_MAX_LINES = 100;

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

function paymentLines(line: DigestLine, publicUrl: string): string[] {
  const numbers = [...line.numbers]
    .sort((a, b) => a - b)
    .map((n) => formatNumber(n, line.startNumber, line.endNumber))
    .join(', ');
  return [
    `• Pago N.º ${line.id}: ${line.customerName}`,
    `  Rifa: ${line.raffleTitle}`,
    `  Números: ${numbers}`,
    `  Monto: ${usd(line.amountCents)} · Referencia: ${line.referenceNumber ?? 'sin referencia'}`,
    `  ${publicUrl}/admin/payments?payment=${line.id}`,
  ];
}

/** The admins' digest of new pending payments (docs/operations.md), one per admin. */
export function pendingDigestEmail(input: {
  to: string;
  adminName: string;
  total: number;
  lines: DigestLine[];
  publicUrl: string;
}): NewEmail {
  const rest = input.total - input.lines.length;
  const text = [
    `Hola ${input.adminName},`,
    '',
    input.total === 1
      ? 'Llegó 1 pago nuevo pendiente de validación:'
      : `Llegaron ${input.total} pagos nuevos pendientes de validación:`,
    '',
    ...input.lines.flatMap((line) => [...paymentLines(line, input.publicUrl), '']),
    ...(rest > 0 ? [`…y ${rest} más.`, ''] : []),
    `Todos los pagos pendientes: ${input.publicUrl}/admin/payments?status=pending`,
    '',
    'Puedes dejar de recibir este aviso en la pantalla de usuarios del panel.',
  ];
  return {
    kind: 'pending_digest',
    to: input.to,
    subject:
      input.total === 1 ? '1 pago nuevo por validar' : `${input.total} pagos nuevos por validar`,
    text: text.join('\n'),
  };
}
