import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import { withSessionLock } from '../db/advisory-lock';
import type { Database } from '../db/client';
import { runMigrations } from '../db/migrate';
import { rowsOf } from '../db/sql-rows';
import { seedDatabase, type FirstAdmin } from './seed';

type Log = { info: (obj: object | string, msg?: string) => void };

// Another key than the migrations' own lock (727_001), which runMigrations takes inside this one.
const STARTUP_LOCK = 727_002;

async function isEmptyDatabase(database: Database): Promise<boolean> {
  const result = await database.db.execute(
    sql`select to_regclass('public.users') is null as empty`,
  );
  return Boolean(rowsOf<{ empty: boolean }>(result)[0]?.empty);
}

/**
 * Everything a start does to the database: migrations, the first admin, demo
 * data on a new embedded database. Instances started together on one
 * PostgreSQL take turns under an advisory lock, so only the first one finds
 * the database new and creates the admin; the others find it done.
 */
export async function prepareDatabase(
  database: Database,
  config: Config,
  log: Log,
): Promise<FirstAdmin | null> {
  const prepare = async () => {
    const isNew = await isEmptyDatabase(database);
    await runMigrations(database);
    return seedDatabase(database.db, config, isNew, log);
  };
  return withSessionLock(database, String(STARTUP_LOCK), prepare, { wait: true });
}

/**
 * What the console says about the first admin: a generated password once; a
 * password the operator gave in ADMIN_PASSWORD never (they know it).
 */
export function firstAdminNotice(admin: FirstAdmin | null): string[] {
  if (!admin) return [];
  if (!admin.generated) {
    return [`\n  Administrador creado: ${admin.email} (con la contraseña de ADMIN_PASSWORD)\n`];
  }
  return [
    '\n  Acceso de administrador (se muestra una sola vez):',
    `    Email:      ${admin.email}`,
    `    Contraseña: ${admin.password}\n`,
  ];
}
