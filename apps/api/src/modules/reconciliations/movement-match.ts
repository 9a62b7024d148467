import type { ReconciliationGroups, StatementLine } from '@rifas/shared';
import type { ServiceContext } from '../../context';
import { lineKey, matchStatement } from './matching';
import { findUsedLineKeys, listPendingForMatching } from './reconciliations.repository';
import { reconciledPayment } from './reconciliations.service';

/**
 * The same matching as an uploaded statement ('Conciliar'), for lines that come
 * from elsewhere (the banks' notices read by 'Fuentes automáticas', issue 41):
 * the pending payments of `currency` only, since a notice says its currency
 * and a statement's file does not.
 */
export async function matchLines(
  ctx: Pick<ServiceContext, 'db' | 'config'>,
  lines: StatementLine[],
  currency: string,
): Promise<ReconciliationGroups> {
  const [pending, usedKeys] = await Promise.all([
    listPendingForMatching(ctx.db),
    findUsedLineKeys(ctx.db, lines.map(lineKey)),
  ]);
  const payments = pending.map(reconciledPayment).filter((p) => p.currency === currency);
  return matchStatement(lines, payments, usedKeys, ctx.config.reconcile);
}
