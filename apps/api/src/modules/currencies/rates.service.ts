import { eq, isNull, or } from 'drizzle-orm';
import type { ActiveRate } from '@rifas/shared';
import type { Executor } from '../../db/client';
import { monedas } from '../../db/schema';

/** The cached rate of 1 USD for every active currency (a null status counts as active). */
export async function listActiveRates(db: Executor): Promise<ActiveRate[]> {
  return db
    .select({ codigo: monedas.codigo, simbolo: monedas.simbolo, precio: monedas.precio })
    .from(monedas)
    .where(or(eq(monedas.estatus, 'si'), isNull(monedas.estatus)))
    .orderBy(monedas.codigo);
}
