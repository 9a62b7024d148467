import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { withSessionLock } from './advisory-lock';
import type { Database } from './client';

// In the source tree the migrations sit beside this file; the bundle copies them next to itself.
function migrationsFolder(): string {
  const candidates = ['./migrations', './db/migrations'].map((p) =>
    fileURLToPath(new URL(p, import.meta.url)),
  );
  const found = candidates.find((p) => existsSync(`${p}/meta/_journal.json`));
  if (!found) throw new Error(`Migrations not found in ${candidates.join(' or ')}`);
  return found;
}

const MIGRATION_LOCK = 727_001;

/** Applies the committed migrations; several instances starting at once take turns. */
export async function runMigrations(database: Database): Promise<void> {
  const folder = migrationsFolder();
  if (database.driver === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    return;
  }
  await withSessionLock(
    database,
    String(MIGRATION_LOCK),
    () => migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: folder }),
    { wait: true },
  );
}

export async function pingDatabase(database: Database): Promise<void> {
  await database.db.execute(sql`select 1`);
}
