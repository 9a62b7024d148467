import { format, formatClock, messages } from '@rifas/shared';
import type { InlineKeyboardMarkup } from 'grammy/types';
import type { NoticeSource } from './notice';

const m = messages.notifications;

/**
 * A button's callback data: an action letter and the message's random key
 * (never a payment id, so no data can be forged into another payment):
 * v validate, r reasons, x<i> a reason, o other reason, b back.
 */
export type TelegramAction =
  | { action: 'validate' | 'reasons' | 'other' | 'back'; key: string }
  | { action: 'reason'; key: string; index: number };

const LETTERS = { validate: 'v', reasons: 'r', other: 'o', back: 'b' } as const;

export function parseCallbackData(data: string): TelegramAction | null {
  const match = /^([vrobx]):([A-Za-z0-9_-]{22})(?::(\d{1,2}))?$/.exec(data);
  if (!match) return null;
  const [, letter, key, index] = match;
  if (letter === 'x')
    return index === undefined ? null : { action: 'reason', key: key!, index: Number(index) };
  if (index !== undefined) return null;
  const action = (Object.keys(LETTERS) as (keyof typeof LETTERS)[]).find(
    (a) => LETTERS[a] === letter,
  );
  return action ? { action, key: key! } : null;
}

export function reviewKeyboard(key: string): InlineKeyboardMarkup {
  return {
    inline_keyboard: [
      [
        { text: m.validateButton, callback_data: `v:${key}` },
        { text: m.rejectButton, callback_data: `r:${key}` },
      ],
    ],
  };
}

/** 'Rechazar': the shop's reasons (at most 20), 'Otro motivo' and back. */
export function reasonsKeyboard(key: string, reasons: string[]): InlineKeyboardMarkup {
  return {
    inline_keyboard: [
      ...reasons
        .slice(0, 20)
        .map((reason, i) => [{ text: reason, callback_data: `x:${key}:${i}` }]),
      [
        { text: m.otherReason, callback_data: `o:${key}` },
        { text: m.back, callback_data: `b:${key}` },
      ],
    ],
  };
}

/** What a reviewed payment's messages end with: '✅ Validado por Ana · 10:32'. */
export function outcomeLine(source: NoticeSource, timeZone: string): string | null {
  const name = source.reviewerName ?? m.someone;
  const time = source.reviewedAt ? formatClock(source.reviewedAt, timeZone) : '';
  if (source.status === 'completed') return format(m.validatedBy, { name, time });
  if (source.status === 'failed')
    return format(m.rejectedBy, { name, time, reason: source.rejectionReason ?? '' });
  if (source.status === 'refunded') return format(m.refundedBy, { name, time });
  return null;
}

/** The answer to a tap on a payment someone already reviewed. */
export function alreadyReviewed(source: NoticeSource, timeZone: string): string {
  const words: Record<string, string> = m.reviewedWords;
  return format(m.alreadyReviewed, {
    status: words[source.status] ?? source.status,
    name: source.reviewerName ?? m.someone,
    time: source.reviewedAt ? formatClock(source.reviewedAt, timeZone) : '',
  });
}
