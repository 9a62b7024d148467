import { format, formatDateTime, messages } from '@rifas/shared';
import type { NewEmail } from '../mail';

const m = messages.lotterySources;

/** To each admin: the sources gave no result that counts, enter it by hand (issue 44). */
export function resultFailedEmail(input: {
  to: string;
  adminName: string;
  raffleId: number;
  position: number;
  lottery: string;
  drawAt: Date;
  detail: string;
  publicUrl: string;
  timeZone: string;
}): NewEmail {
  const raffle = `la rifa N.º ${input.raffleId}`;
  const text = [
    `Hola ${input.adminName},`,
    '',
    `Rifas no pudo tomar el resultado de ${input.lottery} del ${formatDateTime(input.drawAt, input.timeZone)} para el premio ${input.position} de ${raffle}.`,
    input.detail,
    '',
    `Regístralo a mano: ${input.publicUrl}/admin/edit-raffle/${input.raffleId}`,
  ];
  return {
    kind: 'result_failed',
    to: input.to,
    subject: format(m.failedSubject, { raffle }),
    text: text.join('\n'),
  };
}
