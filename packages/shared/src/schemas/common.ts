import { z } from './zod';
import { messages } from '../messages';
import { IdSchema } from './text';

/** The one error shape every API failure answers with (docs/api.md). */
export const ApiErrorSchema = z
  .object({
    error: z.string(),
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .loose();
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const HealthSchema = z.object({ status: z.literal('ok'), db: z.literal('ok') });

export const IdParamsSchema = z.object({ id: IdSchema });

/** PUT /sellers/:id/active and /coupons/:id/active (admin): the 'Activo' switch. */
export const ActiveSwitchSchema = z.object({ is_active: z.boolean() });
/** Their answer: the id and the state now stored. */
export const ActiveSwitchAnswerSchema = ActiveSwitchSchema.extend({ id: z.number().int() });

export const RoleSchema = z.enum(['admin', 'user', 'premium']);
export type Role = z.infer<typeof RoleSchema>;

/** The spreadsheet formats the admin exports offer (docs/api.md Exports). */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export const ExportFormatSchema = z.enum(EXPORT_FORMATS, {
  error: messages.common.exportFormatInvalid,
});
export type ExportFormat = z.infer<typeof ExportFormatSchema>;
export const ExportQuerySchema = z.object({ format: ExportFormatSchema });
