import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pushSubscriptions, users, vapidKeys } from '../../db/schema';

export async function findVapidKeys(db: Executor) {
  const [row] = await db.select().from(vapidKeys).where(eq(vapidKeys.id, 1));
  return row ?? null;
}

/** Keeps the first keys written: two instances making keys at once agree on one pair. */
export function insertVapidKeys(
  db: Executor,
  keys: { publicKey: string; privateKeySealed: string },
) {
  return db
    .insert(vapidKeys)
    .values({ id: 1, ...keys })
    .onConflictDoNothing({ target: vapidKeys.id });
}

/** A browser subscribes once per endpoint; subscribing again moves it to this account. */
export function upsertSubscription(
  db: Executor,
  sub: { userId: number; endpoint: string; p256dh: string; auth: string },
  now: Date,
) {
  return db
    .insert(pushSubscriptions)
    .values({ ...sub, createdAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: sub.userId, p256dh: sub.p256dh, auth: sub.auth },
    });
}

export async function deleteSubscription(
  db: Executor,
  where: { endpoint: string; userId?: number } | { id: number },
): Promise<boolean> {
  const condition =
    'id' in where
      ? eq(pushSubscriptions.id, where.id)
      : where.userId === undefined
        ? eq(pushSubscriptions.endpoint, where.endpoint)
        : and(
            eq(pushSubscriptions.endpoint, where.endpoint),
            eq(pushSubscriptions.userId, where.userId),
          );
  const rows = await db
    .delete(pushSubscriptions)
    .where(condition)
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** The subscriptions that receive purchases: those of accounts that are admins now. */
export function adminSubscriptions(db: Executor) {
  return db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(eq(users.role, 'admin'));
}

export async function findSubscription(db: Executor, id: number) {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  return row ?? null;
}
