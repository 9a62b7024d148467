import type { Settings, SettingsInputParsed } from '@rifas/shared';
import { presentPicture } from '../../lib/pictures';
import { publicUrlPath } from '../../lib/storage';
import type { SettingsRow } from './settings.repository';

/** Each field of the API (docs/api.md) and its column. */
export const FIELDS = {
  shop_name: 'shopName',
  whatsapp_number: 'whatsappNumber',
  contact_greeting: 'contactGreeting',
  contact_email: 'contactEmail',
  instagram_url: 'instagramUrl',
  facebook_url: 'facebookUrl',
  tiktok_url: 'tiktokUrl',
  terms: 'terms',
  pending_digest_minutes: 'pendingDigestMinutes',
  abuse_address_percent: 'abuseAddressPercent',
  abuse_address_min: 'abuseAddressMin',
  abuse_buyer_percent: 'abuseBuyerPercent',
  abuse_buyer_min: 'abuseBuyerMin',
  reject_reasons: 'rejectReasons',
  brand_color: 'brandColor',
  hero_title: 'heroTitle',
  hero_text: 'heroText',
  about_text: 'aboutText',
  share_template: 'shareTemplate',
  whatsapp_validated_text: 'whatsappValidatedText',
  whatsapp_rejected_text: 'whatsappRejectedText',
  claim_text: 'claimText',
} as const satisfies Record<keyof SettingsInputParsed, keyof SettingsRow>;

export type Field = keyof typeof FIELDS;

export function present(row: SettingsRow): Settings {
  const settings = Object.fromEntries(
    Object.entries(FIELDS).map(([field, column]) => [field, row[column]]),
  ) as Omit<Settings, 'logo_url' | 'hero_image' | 'updated_at'>;
  return {
    ...settings,
    logo_url: publicUrlPath(row.logoSmallPath),
    hero_image: presentPicture(row.heroImagePath, row.heroImageVariants),
    updated_at: row.updatedAt.toISOString(),
  };
}
