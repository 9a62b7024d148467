import type { Api } from 'grammy';
import type { CallbackQuery } from 'grammy/types';
import { format, messages, PaymentReasonInputSchema } from '@rifas/shared';
import type { ServiceContext } from '../../context';
import { AppError } from '../../lib/errors';
import { rejectPayment, validatePayment } from '../payments';
import { rejectReasons } from '../settings';
import { loadNotice } from './notice';
import * as queue from './queue.repository';
import {
  alreadyReviewed,
  outcomeLine,
  parseCallbackData,
  reasonsKeyboard,
  reviewKeyboard,
} from './telegram-messages';
import { setAwaitingReason, type LinkedChat } from './telegram.repository';

const m = messages.notifications;

/**
 * The admin behind a chat acts as on the admin screen, through the same
 * services (one way), with the channel in the audit entry. A chat whose
 * account is no longer an admin acts no more.
 */
function actorOf(ctx: ServiceContext, chat: LinkedChat): ServiceContext {
  // sessionId 0: a chat acts without a session (session ids start at 1).
  return {
    ...ctx,
    actor: {
      id: chat.userId,
      email: chat.email,
      role: chat.role,
      sessionId: 0,
      channel: 'telegram',
    },
  };
}

type Review = { kind: 'validate' } | { kind: 'reject'; reason: string };

/**
 * Validates or rejects the delivery's payment: re-checked in the payments
 * service's one transaction (a double tap or two chats at once give one
 * review; the other hears who reviewed it), then every linked chat's message
 * is queued for its outcome edit. Returns what the tapping chat is told.
 */
async function review(
  ctx: ServiceContext,
  chat: LinkedChat,
  delivery: queue.DeliveryRow,
  action: Review,
): Promise<string> {
  const acting = actorOf(ctx, chat);
  try {
    if (action.kind === 'validate') await validatePayment(acting, { id: delivery.paymentId });
    else await rejectPayment(acting, { id: delivery.paymentId, reason: action.reason });
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    const source = await loadNotice(ctx, delivery.paymentId);
    if (err.statusCode === 409 && source && source.status !== 'pending') {
      return alreadyReviewed(source, ctx.config.businessTz);
    }
    return err.message;
  }
  await ctx.db.transaction((tx) => queue.queueOutcomes(tx, ctx.now, delivery.paymentId));
  const source = await loadNotice(ctx, delivery.paymentId);
  return (source && outcomeLine(source, ctx.config.businessTz)) ?? '';
}

/** A button of a purchase's message. */
export async function handleTap(
  ctx: ServiceContext,
  api: Api,
  chat: LinkedChat,
  query: CallbackQuery,
) {
  const answer = (text: string) => api.answerCallbackQuery(query.id, { text });
  const tap = parseCallbackData(query.data ?? '');
  const delivery = tap && (await queue.findDeliveryByKey(ctx.db, tap.key));
  // A key is one chat's message: another chat's key (or a made-up one) does nothing.
  if (!tap || !delivery || delivery.telegramChatId !== chat.id || delivery.messageId === null) {
    return answer(m.buttonExpired);
  }
  if (chat.role !== 'admin') return answer(m.notAllowed);
  const messageId = delivery.messageId;
  switch (tap.action) {
    case 'validate':
      return answer(await review(ctx, chat, delivery, { kind: 'validate' }));
    case 'reasons':
    case 'back': {
      const keyboard =
        tap.action === 'reasons'
          ? reasonsKeyboard(tap.key, await rejectReasons(ctx))
          : reviewKeyboard(tap.key);
      await api.editMessageReplyMarkup(chat.chatId, messageId, { reply_markup: keyboard });
      return answer('');
    }
    case 'reason': {
      const reason = (await rejectReasons(ctx))[tap.index];
      if (!reason) return answer(m.buttonExpired);
      return answer(await review(ctx, chat, delivery, { kind: 'reject', reason }));
    }
    case 'other':
      await setAwaitingReason(ctx.db, chat.id, delivery.id);
      await api.sendMessage(chat.chatId, format(m.askReason, { id: delivery.paymentId }), {
        reply_markup: { force_reply: true },
      });
      return answer('');
  }
}

/** 'Otro motivo': the chat's next text is the reason. */
export async function rejectWithReason(
  ctx: ServiceContext,
  api: Api,
  chat: LinkedChat,
  text: string,
) {
  await setAwaitingReason(ctx.db, chat.id, null);
  const delivery = await queue.findDelivery(ctx.db, chat.awaitingReasonFor!);
  if (!delivery || delivery.telegramChatId !== chat.id) return;
  if (chat.role !== 'admin') return api.sendMessage(chat.chatId, m.notAllowed);
  // The reason is checked as the admin screen's form checks it.
  const parsed = PaymentReasonInputSchema.safeParse({ reason: text });
  if (!parsed.success) return api.sendMessage(chat.chatId, parsed.error.issues[0]!.message);
  const reason = parsed.data.reason;
  return api.sendMessage(
    chat.chatId,
    await review(ctx, chat, delivery, { kind: 'reject', reason }),
  );
}
