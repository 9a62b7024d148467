import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { Config } from '../config';
import { hashPassword } from '../lib/passwords';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { seedDemoData } from './seed-demo';

type Log = { info: (obj: object | string, msg?: string) => void };

export type FirstAdmin = { email: string; password: string; generated: boolean };

/**
 * Creates the first admin when there are no users: from ADMIN_EMAIL/ADMIN_PASSWORD,
 * or on the embedded database with a generated password that is printed once.
 */
async function ensureFirstAdmin(db: Db, config: Config): Promise<FirstAdmin | null> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return null;
  let email = config.adminEmail;
  let password = config.adminPassword;
  let generated = false;
  if (!email || !password) {
    if (config.databaseUrl) return null; // PostgreSQL: the operator must say who the admin is.
    email = 'admin@rifas.local';
    password = randomBytes(9).toString('base64url');
    generated = true;
  }
  // Idempotent even without the start-up lock: a second instance's insert does nothing.
  const inserted = await db
    .insert(users)
    .values({
      fullName: 'Administrador',
      email,
      passwordHash: await hashPassword(password, config.argon2),
      role: 'admin',
      isVerified: true,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return inserted.length > 0 ? { email, password, generated } : null;
}

/** Runs at start-up: the first admin, then demo data on a new embedded database. */
export async function seedDatabase(
  db: Db,
  config: Config,
  isNewDatabase: boolean,
  log: Log,
): Promise<FirstAdmin | null> {
  const admin = await ensureFirstAdmin(db, config);
  if (isNewDatabase && !config.databaseUrl && config.seedDemo) {
    await seedDemoData(db, config);
    log.info('Datos de demostración creados (SEED_DEMO=false para omitirlos).');
  }
  return admin;
}
