import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { telegramBot, telegramChats, telegramLinkCodes, users } from '../../db/schema';

export type BotRow = typeof telegramBot.$inferSelect;

export async function findBot(db: Executor): Promise<BotRow | null> {
  const [row] = await db.select().from(telegramBot).where(eq(telegramBot.id, 1));
  return row ?? null;
}

export function saveBot(
  db: Executor,
  bot: { tokenSealed: string; botUsername: string },
  now: Date,
) {
  return db
    .insert(telegramBot)
    .values({ id: 1, ...bot, updateOffset: 0, updatedAt: now })
    .onConflictDoUpdate({
      target: telegramBot.id,
      set: { ...bot, updateOffset: 0, updatedAt: now },
    });
}

export function deleteBot(db: Executor) {
  return db.delete(telegramBot).where(eq(telegramBot.id, 1));
}

/** Moves the getUpdates offset forward only (two pollers never move it back). */
export function advanceUpdateOffset(db: Executor, offset: number) {
  return db
    .update(telegramBot)
    .set({ updateOffset: sql`greatest(${telegramBot.updateOffset}, ${offset})` })
    .where(eq(telegramBot.id, 1));
}

export function insertLinkCode(
  db: Executor,
  code: { codeHash: string; userId: number; expiresAt: Date },
) {
  return db.insert(telegramLinkCodes).values(code);
}

/** The code's row, locked: a code is spent by one /start only. */
export async function lockLinkCode(db: Executor, codeHash: string) {
  const [row] = await db
    .select()
    .from(telegramLinkCodes)
    .where(eq(telegramLinkCodes.codeHash, codeHash))
    .for('update');
  return row ?? null;
}

export function spendLinkCode(db: Executor, codeHash: string, now: Date) {
  return db
    .update(telegramLinkCodes)
    .set({ usedAt: now })
    .where(and(eq(telegramLinkCodes.codeHash, codeHash), isNull(telegramLinkCodes.usedAt)));
}

/** Links the chat to the account; a chat linked before moves to the new account. */
export function linkChat(db: Executor, chatId: number, userId: number, now: Date) {
  return db
    .insert(telegramChats)
    .values({ chatId, userId, linkedAt: now })
    .onConflictDoUpdate({
      target: telegramChats.chatId,
      set: { userId, linkedAt: now, awaitingReasonFor: null },
    });
}

/** A linked chat with its account's role (a chat acts only while the account is an admin). */
export async function findChat(db: Executor, chatId: number) {
  const [row] = await db
    .select({
      id: telegramChats.id,
      chatId: telegramChats.chatId,
      awaitingReasonFor: telegramChats.awaitingReasonFor,
      userId: users.id,
      email: users.email,
      role: users.role,
    })
    .from(telegramChats)
    .innerJoin(users, eq(users.id, telegramChats.userId))
    .where(eq(telegramChats.chatId, chatId));
  return row ?? null;
}
export type LinkedChat = NonNullable<Awaited<ReturnType<typeof findChat>>>;

export function setAwaitingReason(db: Executor, id: number, deliveryId: number | null) {
  return db
    .update(telegramChats)
    .set({ awaitingReasonFor: deliveryId })
    .where(eq(telegramChats.id, id));
}

export function listChats(db: Executor) {
  return db
    .select({ id: telegramChats.id, email: users.email, linkedAt: telegramChats.linkedAt })
    .from(telegramChats)
    .innerJoin(users, eq(users.id, telegramChats.userId))
    .orderBy(asc(telegramChats.id));
}

/** The chats that receive purchases: those of accounts that are admins now. */
export function adminChats(db: Executor) {
  return db
    .select({ id: telegramChats.id })
    .from(telegramChats)
    .innerJoin(users, eq(users.id, telegramChats.userId))
    .where(eq(users.role, 'admin'));
}

export async function deleteChat(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .delete(telegramChats)
    .where(eq(telegramChats.id, id))
    .returning({ id: telegramChats.id });
  return rows.length > 0;
}

/** A chat by its row id, with its account's role. */
export async function findChatById(db: Executor, id: number) {
  const [row] = await db
    .select({ chatId: telegramChats.chatId, role: users.role })
    .from(telegramChats)
    .innerJoin(users, eq(users.id, telegramChats.userId))
    .where(eq(telegramChats.id, id));
  return row ?? null;
}
