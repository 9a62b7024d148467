import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/sql-rows';

/**
 * What 'Vaciar Todo' deletes and its backup holds (docs/departures.md): raffles, their
 * numbers and holds, payments, the statement lines that validated them and the
 * purchase idempotency records. Users,
 * sessions, currencies, payment methods, e-mails and the audit log stay.
 *
 * Listed in restore order (parents first). Names are constants, never input,
 * which is what makes sql.raw on them safe.
 */
export const BACKUP_TABLES = [
  { name: 'raffles', orderBy: 'id', serial: 'id' },
  // The prizes and their results (ADR 054); backups made before them lack it.
  { name: 'raffle_prizes', orderBy: 'raffle_id, position', serial: null, optional: true },
  { name: 'payments', orderBy: 'id', serial: 'id' },
  // How each purchase was priced (packs, coupon, seller; issue 29); older backups lack it.
  { name: 'payment_sales', orderBy: 'payment_id', serial: null, optional: true },
  { name: 'raffle_numbers', orderBy: 'raffle_id, number', serial: null },
  { name: 'idempotency_keys', orderBy: 'scope, key', serial: null },
  // The statement lines that validated payments ('Conciliar'): restored with
  // them, so a line still validates at most one payment ever. Backups made
  // before reconciliation existed lack it.
  { name: 'statement_claims', orderBy: 'line_key', serial: null, optional: true },
  // Last: once a raffle's draw row exists its numbers and payments refuse writes
  // (migration 0007_draw). Backups made before it existed lack it.
  { name: 'raffle_draws', orderBy: 'raffle_id', serial: null, optional: true },
] as const;
export type BackupTableName = (typeof BACKUP_TABLES)[number]['name'];

/**
 * References to rows a backup does not hold. A restore keeps each one only if
 * the row still exists (a user or method deleted since becomes null, as a
 * deletion does to a live payment).
 */
const OUTSIDE_REFERENCES: Partial<Record<BackupTableName, Record<string, string>>> = {
  payments: { user_id: 'users', reviewed_by: 'users', payment_method_id: 'payment_methods' },
  raffle_draws: { fixed_by: 'users' },
  // Coupons and sellers stay on 'Vaciar Todo' like payment methods; a deleted one becomes null.
  payment_sales: { coupon_id: 'coupons', seller_id: 'sellers' },
  statement_claims: { reconciliation_id: 'reconciliations' },
};

const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '')}"`);

/**
 * Exclusive locks in the order the purchase path takes its row locks
 * (payments, numbers, raffles, idempotency records): no purchase, hold or
 * review can slip between the dump and the delete; plain reads go on.
 */
export async function lockBackupTables(tx: Executor): Promise<void> {
  await tx.execute(
    sql`lock table payments, raffle_numbers, raffles, idempotency_keys, raffle_draws, raffle_prizes,
      statement_claims, payment_sales in exclusive mode`,
  );
}

/** The table's rows as a JSON array text, in primary-key order (exact types round-trip). */
export async function dumpTableJson(tx: Executor, table: (typeof BACKUP_TABLES)[number]) {
  const [row] = rowsOf<{ rows: string; count: number }>(
    await tx.execute(sql`
      select coalesce(json_agg(t order by ${sql.raw(table.orderBy)}), '[]')::text as rows,
        count(*)::int as count
      from ${ident(table.name)} t`),
  );
  return { json: row!.rows, count: row!.count };
}

export async function tableColumns(db: Executor, name: string): Promise<string[]> {
  const rows = rowsOf<{ column_name: string }>(
    await db.execute(sql`
      select column_name from information_schema.columns
      where table_schema = current_schema() and table_name = ${name}
        -- Generated columns (payments.search_text) are computed again on insert.
        and is_generated = 'NEVER'
      order by ordinal_position`),
  );
  return rows.map((r) => r.column_name);
}

/** Storage keys of the files the backed-up rows point to (raffle, gallery and prize images, receipts). */
export async function referencedFileKeys(tx: Executor): Promise<string[]> {
  const rows = rowsOf<{ key: string }>(
    await tx.execute(sql`
      select image_path as key from raffles where image_path is not null
      union select image_card_path from raffles where image_card_path is not null
      union select jsonb_array_elements(image_variants->'webp')->>'key' from raffles
        where image_variants is not null
      union select g->>'imagePath' from raffles, jsonb_array_elements(gallery) g
      union select g->>'imageCardPath' from raffles, jsonb_array_elements(gallery) g
      union select v->>'key' from raffles, jsonb_array_elements(gallery) g,
        jsonb_array_elements(g->'imageVariants'->'webp') v
      union select image->>'imagePath' from raffle_prizes where image is not null
      union select image->>'imageCardPath' from raffle_prizes where image is not null
      union select v->>'key' from raffle_prizes p,
        jsonb_array_elements(p.image->'imageVariants'->'webp') v where p.image is not null
      union select capture_path from payments where capture_path is not null
      order by key`),
  );
  return rows.map((r) => r.key);
}

export async function countBackupRows(db: Executor): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`
      select ((select count(*) from raffles) + (select count(*) from payments)
        + (select count(*) from raffle_numbers))::int as n`),
  );
  return row!.n;
}

export async function listRaffleIds(tx: Executor): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(await tx.execute(sql`select id from raffles order by id`));
  return rows.map((r) => r.id);
}

/** Children first, the draws before all (they freeze numbers and payments); the caller holds the table locks. */
export async function deleteBackupRows(tx: Executor): Promise<void> {
  await tx.execute(sql`delete from raffle_draws`);
  await tx.execute(sql`delete from raffle_prizes`);
  await tx.execute(sql`delete from raffle_numbers`);
  await tx.execute(sql`delete from statement_claims`);
  await tx.execute(sql`delete from payment_sales`);
  await tx.execute(sql`delete from payments`);
  await tx.execute(sql`delete from raffles`);
  await tx.execute(sql`delete from idempotency_keys`);
}

/**
 * The demo's setup (issue 42): its payment methods with their fake accounts, and its
 * currencies no remaining method pays in. Rows the operator edited are no longer
 * marked demo and stay. Not in the backup: a restore's payments lose the method as
 * if it had been deleted (OUTSIDE_REFERENCES).
 */
export async function deleteDemoSetup(
  tx: Executor,
): Promise<{ paymentMethods: number; currencies: number }> {
  const methods = rowsOf<{ id: number }>(
    await tx.execute(sql`delete from payment_methods where demo returning id`),
  );
  const currencies = rowsOf<{ id: number }>(
    await tx.execute(sql`
      delete from monedas m where m.demo
        and not exists (select 1 from payment_methods pm where pm.moneda_id = m.id)
      returning m.id`),
  );
  return { paymentMethods: methods.length, currencies: currencies.length };
}

/**
 * Inserts rows of a JSON array into the table, only the given columns (a
 * column added since the backup takes its default); outside references that
 * no longer exist become null.
 */
export async function insertTableJson(
  tx: Executor,
  name: BackupTableName,
  columns: readonly string[],
  json: string,
): Promise<void> {
  const refs = OUTSIDE_REFERENCES[name] ?? {};
  const targets = sql.join(columns.map(ident), sql`, `);
  const values = sql.join(
    columns.map((column) => {
      const parent = refs[column];
      if (!parent) return sql`r.${ident(column)}`;
      return sql`case when exists (select 1 from ${ident(parent)} x where x.id = r.${ident(column)})
        then r.${ident(column)} end`;
    }),
    sql`, `,
  );
  await tx.execute(sql`
    insert into ${ident(name)} (${targets})
    select ${values} from json_populate_recordset(null::${ident(name)}, ${json}::json) as r`);
}

/** Moves a serial past the restored ids (never backwards: ids are not reused). */
export async function advanceSerial(tx: Executor, name: BackupTableName, column: string) {
  await tx.execute(sql`
    select setval(s.seq, greatest(m.max_id, coalesce(pg_sequence_last_value(s.seq::regclass), 0)))
    from (select pg_get_serial_sequence(${name}, ${column}) as seq) s,
      (select max(${ident(column)}) as max_id from ${ident(name)}) m
    where m.max_id is not null`);
}
