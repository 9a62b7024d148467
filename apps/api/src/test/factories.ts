import { randomBytes } from 'node:crypto';
import type { Role } from '@rifas/shared';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { createSession } from '../modules/users/sessions.service';

let sequence = 0;

/** Inserts a user (cheap Argon2) and opens a session; returns the bearer token too. */
export async function buildUser(
  db: Db,
  attrs: {
    role?: Role;
    email?: string;
    password?: string;
    fullName?: string;
    phone?: string | null;
    isVerified?: boolean;
  } = {},
) {
  sequence += 1;
  const password = attrs.password ?? `clave-${randomBytes(4).toString('hex')}`;
  const [user] = await db
    .insert(users)
    .values({
      fullName: attrs.fullName ?? `Usuario Prueba ${sequence}`,
      email: attrs.email ?? `usuario${sequence}-${randomBytes(3).toString('hex')}@prueba.test`,
      phone: attrs.phone ?? null,
      passwordHash: await hashPassword(password, { memoryCost: 1024, timeCost: 1 }),
      role: attrs.role ?? 'user',
      isVerified: attrs.isVerified ?? true,
    })
    .returning();
  const token = await createSession(db, user!.id, new Date(), 1);
  return { user: user!, password, token, auth: { authorization: `Bearer ${token}` } };
}
