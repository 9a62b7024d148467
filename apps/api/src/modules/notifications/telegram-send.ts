import { randomBytes } from 'node:crypto';
import { GrammyError, InputFile, type Api } from 'grammy';
import { paymentCaption } from '@rifas/shared';
import type { ServiceContext } from '../../context';
import { loadNotice } from './notice';
import type { DeliveryRow } from './queue.repository';
import { outcomeLine, reviewKeyboard } from './telegram-messages';

/** The random key a new message's buttons carry (22 base64url characters). */
export const newCallbackKey = () => randomBytes(16).toString('base64url');

export type TelegramSent = { messageId: number | null; withPhoto: boolean; closed: boolean };

/**
 * A new purchase to one chat: the receipt as a photo with the caption and the
 * review buttons (a text message when there is no receipt). A payment already
 * reviewed by then gets no message: there is nothing left to do about it.
 */
export async function sendNewPurchase(
  ctx: ServiceContext,
  api: Api,
  delivery: DeliveryRow,
  chatId: number,
): Promise<TelegramSent> {
  const source = await loadNotice(ctx, delivery.paymentId);
  if (!source || source.status !== 'pending' || !delivery.callbackKey) {
    return { messageId: null, withPhoto: false, closed: true };
  }
  const caption = paymentCaption(source.notice, ctx.config.businessTz);
  const reply_markup = reviewKeyboard(delivery.callbackKey);
  if (source.capturePath) {
    const photo = await ctx.storage.readFile(source.capturePath);
    const message = await api.sendPhoto(chatId, new InputFile(photo, 'comprobante.jpg'), {
      caption,
      reply_markup,
    });
    return { messageId: message.message_id, withPhoto: true, closed: false };
  }
  const message = await api.sendMessage(chatId, caption, { reply_markup });
  return { messageId: message.message_id, withPhoto: false, closed: false };
}

/** A sent message edited to the review's outcome, its buttons gone. */
export async function editToOutcome(
  ctx: ServiceContext,
  api: Api,
  delivery: DeliveryRow,
  chatId: number,
): Promise<void> {
  const source = await loadNotice(ctx, delivery.paymentId);
  const line = source && outcomeLine(source, ctx.config.businessTz);
  if (!source || !line || delivery.messageId === null) return;
  const text = `${paymentCaption(source.notice, ctx.config.businessTz)}\n\n${line}`;
  const options = { reply_markup: { inline_keyboard: [] } };
  try {
    if (delivery.withPhoto) {
      await api.editMessageCaption(chatId, delivery.messageId, { caption: text, ...options });
    } else {
      await api.editMessageText(chatId, delivery.messageId, text, options);
    }
  } catch (err) {
    // Already showing this outcome (a retry after a lost answer): done.
    if (err instanceof GrammyError && err.description.includes('message is not modified')) return;
    throw err;
  }
}
