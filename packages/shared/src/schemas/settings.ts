import { z } from './zod';
import { format, messages } from '../messages';
import { internationalPhone } from '../domain/phone';
import { BRAND_COLOR_PATTERN, brandColorContrast } from '../domain/brand-theme';
import { text } from './text';
import { PictureSchema } from './picture';

const m = messages.settings;

/** The logo's upload limit (PNG, JPG, GIF or WebP), checked again by the API. */
export const SETTINGS_LOGO_MAX_BYTES = 2 * 1024 * 1024;

/** The hero image's upload limit (PNG, JPG or WebP), checked again by the API. */
export const SETTINGS_HERO_MAX_BYTES = 5 * 1024 * 1024;

/**
 * '#RRGGBB' whose button text (white or the ink) reaches WCAG AA; stored in
 * lower case, as the served HTML writes it (docs/decisions/035).
 */
export const brandColor = text({ error: m.brandColorInvalid })
  .trim()
  .regex(BRAND_COLOR_PATTERN, m.brandColorInvalid)
  .transform((value) => value.toLowerCase())
  .check((ctx) => {
    const { ok, contrast } = brandColorContrast(ctx.value);
    if (!ok) {
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        message: format(m.brandColorLowContrast, {
          contrast: contrast.toFixed(1).replace('.', ','),
        }),
      });
    }
  });

/** '' means "not set" for every optional text. */
const optional = (schema: z.ZodType<string>) => z.union([z.literal(''), schema]);

const socialUrl = optional(
  text({ error: m.urlInvalid })
    .trim()
    .max(300, m.urlInvalid)
    .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: m.urlInvalid })),
);

const percent = z
  .number({ error: m.percentInvalid })
  .min(0, m.percentInvalid)
  .max(100, m.percentInvalid);
const minimum = z
  .number({ error: m.minimumInvalid })
  .int(m.minimumInvalid)
  .min(1, m.minimumInvalid)
  .max(1_000_000, m.minimumInvalid);

const reviewText = text({ error: m.reviewTextRequired, multiline: true })
  .trim()
  .min(1, m.reviewTextRequired)
  .max(1000, m.reviewTextTooLong);

/** Everything an admin sets on /admin/tienda except the logo (its own upload). */
export const SettingsInputSchema = z.object({
  shop_name: text({ error: m.shopNameRequired })
    .trim()
    .min(1, m.shopNameRequired)
    .max(60, m.shopNameTooLong),
  // Typed as the operator writes it ('0414-123.45.67', '+58 414…'), stored as wa.me wants it
  // ('584141234567') by the one phone helper (docs/domain.md 'Phones').
  whatsapp_number: optional(
    text({ error: m.whatsappInvalid })
      .trim()
      .transform(internationalPhone)
      .pipe(z.string().regex(/^\d{8,15}$/, m.whatsappInvalid)),
  ),
  contact_greeting: text({ error: m.greetingTooLong }).trim().max(300, m.greetingTooLong),
  contact_email: optional(
    text({ error: m.emailInvalid }).trim().max(254, m.emailInvalid).pipe(z.email(m.emailInvalid)),
  ),
  instagram_url: socialUrl,
  facebook_url: socialUrl,
  tiktok_url: socialUrl,
  terms: text({ error: m.termsRequired, multiline: true })
    .trim()
    .min(1, m.termsRequired)
    .max(5000, m.termsTooLong),
  /** Minutes between e-mails to the admins about new pending payments; 0 turns them off. */
  pending_digest_minutes: z
    .number({ error: m.digestInvalid })
    .int(m.digestInvalid)
    .min(0, m.digestInvalid)
    .max(1440, m.digestInvalid),
  /** Caps on a raffle's outstanding numbers (docs/decisions/012-abuse-limits.md). */
  abuse_address_percent: percent,
  abuse_address_min: minimum,
  abuse_buyer_percent: percent,
  abuse_buyer_min: minimum,
  /** The reasons the payment review offers with one tap (editable; the text still is). */
  reject_reasons: z
    .array(
      text({ error: m.rejectReasonInvalid })
        .trim()
        .min(1, m.rejectReasonInvalid)
        .max(500, m.rejectReasonInvalid),
      {
        error: m.rejectReasonInvalid,
      },
    )
    .max(10, m.rejectReasonsTooMany),
  /** The shop's look (issue 30): the colour, the home's hero, 'Quiénes somos'. */
  brand_color: brandColor,
  hero_title: text({ error: m.heroTitleRequired })
    .trim()
    .min(1, m.heroTitleRequired)
    .max(120, m.heroTitleTooLong),
  hero_text: text({ error: m.heroTextTooLong, multiline: true }).trim().max(400, m.heroTextTooLong),
  about_text: text({ error: m.aboutTextTooLong, multiline: true })
    .trim()
    .max(600, m.aboutTextTooLong),
  /** What 'Compartir por WhatsApp' sends, with {titulo}, {premio}… (domain/share-text.ts). */
  share_template: text({ error: m.shareTemplateRequired, multiline: true })
    .trim()
    .min(1, m.shareTemplateRequired)
    .max(1000, m.shareTemplateTooLong),
  /** What 'Avisar por WhatsApp' sends after a review, with {nombre}, {numeros}… (domain/review-text.ts). */
  whatsapp_validated_text: reviewText,
  whatsapp_rejected_text: reviewText,
  /** How a winner claims her prize (issue 44): the '¡Ganaste!' e-mail and the winners' WhatsApp. */
  claim_text: text({ error: m.claimTextRequired, multiline: true })
    .trim()
    .min(1, m.claimTextRequired)
    .max(1000, m.claimTextTooLong),
});
export type SettingsInput = z.input<typeof SettingsInputSchema>;
export type SettingsInputParsed = z.output<typeof SettingsInputSchema>;

/** PUT /api/settings: the fields sent are changed, the others keep their value. */
export const SettingsUpdateSchema = SettingsInputSchema.partial();

/** GET/PUT /api/settings: the whole (admin only). */
export const SettingsSchema = SettingsInputSchema.extend({
  shop_name: z.string(),
  whatsapp_number: z.string(),
  contact_greeting: z.string(),
  contact_email: z.string(),
  instagram_url: z.string(),
  facebook_url: z.string(),
  tiktok_url: z.string(),
  terms: z.string(),
  brand_color: z.string(),
  hero_title: z.string(),
  hero_text: z.string(),
  about_text: z.string(),
  share_template: z.string(),
  whatsapp_validated_text: z.string(),
  whatsapp_rejected_text: z.string(),
  claim_text: z.string(),
  logo_url: z.string().nullable(),
  hero_image: PictureSchema.nullable(),
  updated_at: z.iso.datetime({ offset: true }),
});
export type Settings = z.infer<typeof SettingsSchema>;
