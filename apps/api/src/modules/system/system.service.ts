import type { ServiceContext } from '../../context';
import { pingDatabase } from '../../db/migrate';

/** GET /health: the database answers. */
export async function checkHealth(ctx: Pick<ServiceContext, 'database'>) {
  await pingDatabase(ctx.database);
  return { status: 'ok' as const, db: 'ok' as const };
}
