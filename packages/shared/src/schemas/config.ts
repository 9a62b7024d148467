import { z } from 'zod';

/** What the SPA reads from GET /api/config (DESIGN §10). */
export const PublicConfigSchema = z.object({
  business_tz: z.string(),
  support_whatsapp: z.string(),
  hold_minutes: z.number().int(),
  max_numbers_per_order: z.number().int(),
  rates_refresh_seconds: z.number().int(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
