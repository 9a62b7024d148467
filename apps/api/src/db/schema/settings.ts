import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import {
  DEFAULT_BRAND_COLOR,
  DEFAULT_HERO_TEXT,
  DEFAULT_HERO_TITLE,
  DEFAULT_SHARE_TEMPLATE,
  DEFAULT_WHATSAPP_REJECTED_TEXT,
  DEFAULT_WHATSAPP_VALIDATED_TEXT,
  DEFAULT_CLAIM_TEXT,
} from '@rifas/shared';
import type { StoredImageVariants } from './raffles';

/**
 * The shop's settings (/admin/tienda): one row, id 1, written on first read
 * from the environment's values (modules/settings). A trigger tells every
 * instance when it changes (the 'settings' change, db/changes.ts).
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: integer('id').primaryKey().default(1),
    shopName: text('shop_name').notNull(),
    whatsappNumber: text('whatsapp_number').notNull().default(''),
    contactGreeting: text('contact_greeting').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    instagramUrl: text('instagram_url').notNull().default(''),
    facebookUrl: text('facebook_url').notNull().default(''),
    tiktokUrl: text('tiktok_url').notNull().default(''),
    terms: text('terms').notNull(),
    pendingDigestMinutes: integer('pending_digest_minutes').notNull().default(10),
    abuseAddressPercent: doublePrecision('abuse_address_percent').notNull(),
    abuseAddressMin: integer('abuse_address_min').notNull(),
    abuseBuyerPercent: doublePrecision('abuse_buyer_percent').notNull(),
    abuseBuyerMin: integer('abuse_buyer_min').notNull(),
    /** The reasons the payment review offers ('Pago no recibido'…), in the operator's order. */
    rejectReasons: jsonb('reject_reasons')
      .$type<string[]>()
      .notNull()
      .default(sql`'["Pago no recibido", "Monto incompleto", "Referencia inválida"]'::jsonb`),
    /** Storage keys of the re-encoded logo and its small WebP (what pages show). */
    logoPath: text('logo_path'),
    logoSmallPath: text('logo_small_path'),
    /** The shop's look (issue 30, ADR 035): '#rrggbb', the home's hero, 'Quiénes somos'. */
    brandColor: text('brand_color').notNull().default(DEFAULT_BRAND_COLOR),
    heroTitle: text('hero_title').notNull().default(DEFAULT_HERO_TITLE),
    heroText: text('hero_text').notNull().default(DEFAULT_HERO_TEXT),
    aboutText: text('about_text').notNull().default(''),
    /** What 'Compartir por WhatsApp' sends for a raffle (packages/shared domain/share-text.ts). */
    shareTemplate: text('share_template').notNull().default(DEFAULT_SHARE_TEMPLATE),
    /** What 'Avisar por WhatsApp' sends after a review (packages/shared domain/review-text.ts). */
    whatsappValidatedText: text('whatsapp_validated_text')
      .notNull()
      .default(DEFAULT_WHATSAPP_VALIDATED_TEXT),
    whatsappRejectedText: text('whatsapp_rejected_text')
      .notNull()
      .default(DEFAULT_WHATSAPP_REJECTED_TEXT),
    /** How a winner claims her prize: the '¡Ganaste!' e-mail and the winners' WhatsApp (issue 44). */
    claimText: text('claim_text').notNull().default(DEFAULT_CLAIM_TEXT),
    /** The hero's re-encoded image and its WebP widths (as a raffle's image). */
    heroImagePath: text('hero_image_path'),
    heroImageVariants: jsonb('hero_image_variants').$type<StoredImageVariants>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check('shop_settings_one_row', sql`id = 1`)],
);
