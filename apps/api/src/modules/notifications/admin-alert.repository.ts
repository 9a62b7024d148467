import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';

/** Every admin account's address: an alert that must be acted on goes to each (issue 44). */
export function adminEmails(db: Executor) {
  return db
    .select({ email: users.email, fullName: users.fullName })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.id));
}
