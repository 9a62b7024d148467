import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { MovementStatus, NoticeFormatInput } from '@rifas/shared';
import type { Executor } from '../../db/client';
import { paymentSources, sourceMovements } from '../../db/schema';

export type SourceRow = typeof paymentSources.$inferSelect;
export type MovementRow = typeof sourceMovements.$inferSelect;

export function listSources(db: Executor) {
  return db.select().from(paymentSources).orderBy(asc(paymentSources.id));
}

export async function countSources(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(paymentSources);
  return row?.n ?? 0;
}

export async function findSource(db: Executor, id: number): Promise<SourceRow | undefined> {
  const [row] = await db.select().from(paymentSources).where(eq(paymentSources.id, id));
  return row;
}

export async function insertSource(
  db: Executor,
  row: {
    kind: string;
    host: string;
    port: number;
    tls: boolean;
    user: string;
    passwordSealed: string;
    folder: string;
    formats: NoticeFormatInput[];
    autoValidate: boolean;
    createdAt: Date;
  },
): Promise<SourceRow> {
  const [inserted] = await db.insert(paymentSources).values(row).returning();
  return inserted!;
}

export async function deleteSource(db: Executor, id: number): Promise<boolean> {
  const deleted = await db
    .delete(paymentSources)
    .where(eq(paymentSources.id, id))
    .returning({ id: paymentSources.id });
  return deleted.length === 1;
}

/** The outcome of one read: the error shown ('No se pudo conectar: …') or null, and where it got to. */
export async function recordRead(
  db: Executor,
  id: number,
  read: { lastError: string | null; at: Date; uidValidity?: string; lastUid?: number },
): Promise<void> {
  await db
    .update(paymentSources)
    .set({
      lastError: read.lastError,
      lastCheckedAt: read.at,
      ...(read.uidValidity !== undefined && { uidValidity: read.uidValidity }),
      ...(read.lastUid !== undefined && { lastUid: read.lastUid }),
    })
    .where(eq(paymentSources.id, id));
}

export type NewMovement = Omit<typeof sourceMovements.$inferInsert, 'id'>;

/** Stores the movement once per source and key; null when it was stored before. */
export async function insertMovement(
  db: Executor,
  movement: NewMovement,
): Promise<MovementRow | null> {
  const [row] = await db.insert(sourceMovements).values(movement).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findMovement(db: Executor, id: number): Promise<MovementRow | undefined> {
  const [row] = await db.select().from(sourceMovements).where(eq(sourceMovements.id, id));
  return row;
}

export async function markMovementValidated(
  db: Executor,
  id: number,
  paymentId: number,
  note: string,
): Promise<void> {
  await db
    .update(sourceMovements)
    .set({ status: 'validated', paymentId, note })
    .where(eq(sourceMovements.id, id));
}

/** The newest movements first, at most `limit`. */
export function listMovements(
  db: Executor,
  filter: { sourceId?: number | undefined; status?: MovementStatus | undefined },
  limit: number,
) {
  const where: SQL[] = [];
  if (filter.sourceId) where.push(eq(sourceMovements.sourceId, filter.sourceId));
  if (filter.status) where.push(eq(sourceMovements.status, filter.status));
  return db
    .select()
    .from(sourceMovements)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(sourceMovements.id))
    .limit(limit);
}
