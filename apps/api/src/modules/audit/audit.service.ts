import type { AuditList } from '@rifas/shared';
import type { Executor } from '../../db/client';
import type { ServiceContext } from '../../context';
import { countAuditRows, insertAuditRow, listAuditRows } from './audit.repository';

/** Who acted: the signed-in admin (request.user fits), or null for the system. */
export type AuditActor = { id: number; email: string; channel?: 'telegram' } | null;

export type AuditEntry = {
  actor: AuditActor;
  /** `<entity>.<verb>`, e.g. 'user.create', 'raffle.delete'. */
  action: string;
  entity: string;
  entityId?: string | number | null;
  /** What changed; never passwords, tokens or national ids. */
  details?: Record<string, unknown>;
};

/**
 * Writes one audit-log entry. A helper inside another service's transaction,
 * so it takes the transaction's handle, not a context. Pass the transaction handle of the change it
 * records, so the entry exists exactly when the change commits.
 */
export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await insertAuditRow(db, {
    actorId: entry.actor?.id ?? null,
    actorEmail: entry.actor?.email ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    details: {
      ...entry.details,
      ...(entry.actor?.channel && { channel: entry.actor.channel }),
    },
  });
}

/** One page of the audit log, newest first. */
export async function listAuditLog(
  { db }: ServiceContext,
  { page, limit }: { page: number; limit: number },
): Promise<AuditList> {
  const [rows, total] = await Promise.all([
    listAuditRows(db, { limit, offset: (page - 1) * limit }),
    countAuditRows(db),
  ]);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      actor_email: row.actorEmail,
      action: row.action,
      entity: row.entity,
      entity_id: row.entityId,
      details: row.details,
      created_at: row.createdAt.toISOString(),
    })),
    pagination: { page, limit, total, pages: Math.ceil(total / limit) },
  };
}
