import { format, formatDateTime, messages } from '@rifas/shared';
import type { AdminAlert } from '../notifications';

const m = messages.lotterySources;

/**
 * To the admins, by Telegram, push and e-mail (whichever is set up, notifications'
 * alertAdmins, as the automatic close's notices): the sources gave no result that
 * counts, enter it by hand (issue 44, ADR 088).
 */
export function resultFailedAlert(input: {
  raffleId: number;
  position: number;
  lottery: string;
  drawAt: Date;
  detail: string;
  timeZone: string;
}): AdminAlert {
  const raffle = `la rifa N.º ${input.raffleId}`;
  const text = [
    `Rifas no pudo tomar el resultado de ${input.lottery} del ${formatDateTime(input.drawAt, input.timeZone)} para el premio ${input.position} de ${raffle}.`,
    input.detail,
    'Regístralo a mano:',
  ].join(' ');
  return {
    kind: 'result_failed',
    subject: format(m.failedSubject, { raffle }),
    text,
    path: `/admin/edit-raffle/${input.raffleId}`,
  };
}
