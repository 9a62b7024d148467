import { z } from './zod';
import { PaginationSchema } from './payments';

/** The audit log of admin actions (docs/security.md), newest first. */

export const AuditListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
  limit: z.coerce.number().int().min(1).max(100).catch(20),
});

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  /** Null for the system (jobs, scripts). */
  actor_email: z.string().nullable(),
  /** `<entity>.<verb>`, e.g. 'payment.validate', 'database.truncate'. */
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditListSchema = z.object({
  entries: z.array(AuditEntrySchema),
  pagination: PaginationSchema,
});
export type AuditList = z.infer<typeof AuditListSchema>;
