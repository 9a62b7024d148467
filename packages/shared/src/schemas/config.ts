import { z } from './zod';
import { PictureSchema } from './picture';

/**
 * What the SPA reads from GET /api/config (docs/api.md): the server's settings
 * and the public part of the shop's settings (never the address cap or the
 * digest interval, which only admins see through GET /api/settings).
 */
export const PublicConfigSchema = z.object({
  business_tz: z.string(),
  /** Digits with the country code; '' when the shop has none (the contact button hides). */
  support_whatsapp: z.string(),
  hold_minutes: z.number().int(),
  max_numbers_per_order: z.number().int(),
  rates_refresh_seconds: z.number().int(),
  /**
   * The per-buyer cap on a raffle's outstanding numbers (numbersCap of the
   * range), so the picker knows it before the buyer picks (ADR 040); null when
   * the caps are off (ABUSE_LIMITS=false).
   */
  buyer_limit: z.object({ percent: z.number(), min: z.number().int() }).nullable(),
  shop_name: z.string(),
  logo_url: z.string().nullable(),
  contact_greeting: z.string(),
  contact_email: z.string(),
  instagram_url: z.string(),
  facebook_url: z.string(),
  tiktok_url: z.string(),
  terms: z.string(),
  /** The shop's look (issue 30); the served HTML already carries the colour's variables. */
  brand_color: z.string(),
  hero_title: z.string(),
  hero_text: z.string(),
  hero_image: PictureSchema.nullable(),
  about_text: z.string(),
  share_template: z.string(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
