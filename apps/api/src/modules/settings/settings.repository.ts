import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { shopSettings } from '../../db/schema';

export type SettingsRow = typeof shopSettings.$inferSelect;
export type NewSettingsRow = typeof shopSettings.$inferInsert;

const ONE_ROW = eq(shopSettings.id, 1);

export async function findSettingsRow(db: Executor): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(shopSettings).where(ONE_ROW);
  return row;
}

/** The row as it is now, locked until the transaction ends (saves of it queue up). */
export async function lockSettingsRow(tx: Executor): Promise<SettingsRow | undefined> {
  const [row] = await tx.select().from(shopSettings).where(ONE_ROW).for('update');
  return row;
}

/** Writes the first-run row; another instance doing the same at once is no error. */
export async function insertSettingsRowIfMissing(db: Executor, row: NewSettingsRow) {
  await db
    .insert(shopSettings)
    .values({ ...row, id: 1 })
    .onConflictDoNothing();
}

export async function updateSettingsRow(
  tx: Executor,
  values: Partial<NewSettingsRow>,
): Promise<SettingsRow> {
  const [row] = await tx.update(shopSettings).set(values).where(ONE_ROW).returning();
  return row!;
}
