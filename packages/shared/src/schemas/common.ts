import { z } from 'zod';

/** The one error shape every API failure answers with (DESIGN §10). */
export const ApiErrorSchema = z
  .object({
    error: z.string(),
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .loose();
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const HealthSchema = z.object({ status: z.literal('ok'), db: z.literal('ok') });

export const IdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const RoleSchema = z.enum(['admin', 'user', 'premium']);
export type Role = z.infer<typeof RoleSchema>;
