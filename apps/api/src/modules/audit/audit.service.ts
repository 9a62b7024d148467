import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema';

/** Who acted: the signed-in admin (request.user fits), or null for the system. */
export type AuditActor = { id: number; email: string } | null;

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
 * Writes one audit-log entry. Pass the transaction handle of the change it
 * records, so the entry exists exactly when the change commits.
 */
export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actor?.id ?? null,
    actorEmail: entry.actor?.email ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    details: entry.details ?? {},
  });
}
