import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { withSessionLock } from './advisory-lock';
import type { Database } from './client';
import { applyFunctions, readFunctionFiles } from './sql-functions';

// In the source tree the migrations and functions sit beside this file; the bundle copies them
// next to itself.
function folder(name: 'migrations' | 'functions', marker: string): string {
  const candidates = [`./${name}`, `./db/${name}`].map((p) =>
    fileURLToPath(new URL(p, import.meta.url)),
  );
  const found = candidates.find((p) => existsSync(`${p}/${marker}`));
  if (!found) throw new Error(`${name} not found in ${candidates.join(' or ')}`);
  return found;
}

export const functionsFolder = () => folder('functions', 'rifas_sell.sql');

const MIGRATION_LOCK = 727_001;

/**
 * Applies the committed migrations (tables, indexes, data), then each function file of
 * db/functions whose text changed (ADR 067); several instances starting at once take turns.
 * Answers the names of the functions it applied.
 */
export async function runMigrations(database: Database): Promise<string[]> {
  const migrationsFolder = folder('migrations', 'meta/_journal.json');
  const functions = await readFunctionFiles(functionsFolder());
  if (database.driver === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return applyFunctions(database, functions);
  }
  const applied = await withSessionLock(
    database,
    String(MIGRATION_LOCK),
    async () => {
      await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
      return applyFunctions(database, functions);
    },
    { wait: true },
  );
  return applied ?? [];
}

export async function pingDatabase(database: Database): Promise<void> {
  await database.db.execute(sql`select 1`);
}
