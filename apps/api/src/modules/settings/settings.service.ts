import { isDeepStrictEqual } from 'node:util';
import type { PublicConfig, Settings, SettingsInputParsed } from '@rifas/shared';
import type { ServiceContext } from '../../context';
import { presentPicture } from '../../lib/pictures';
import { publicUrlPath } from '../../lib/storage';
import { FIELDS, present, type Field } from './settings.presenter';
import type { AbuseLimits } from '../abuse';
import { recordAudit } from '../audit';
import { lockSettingsRow, updateSettingsRow, type SettingsRow } from './settings.repository';
import { loadSettingsRow, readSettingsRow } from './settings.store';

// Long texts are audited by name only; the rest with their old and new values.
const AUDITED_BY_NAME: readonly Field[] = [
  'terms',
  'contact_greeting',
  'hero_text',
  'about_text',
  'share_template',
  'whatsapp_validated_text',
  'whatsapp_rejected_text',
  'claim_text',
];

/** GET /api/settings: the whole (admin). */
export async function getSettings(ctx: ServiceContext): Promise<Settings> {
  return present(await readSettingsRow(ctx));
}

/**
 * What GET /api/config adds for everyone: the per-buyer cap (the picker's limit,
 * ADR 040), never the address cap or the digest interval.
 */
export async function publicSettings(
  ctx: Pick<ServiceContext, 'db' | 'runtime' | 'config'>,
): Promise<
  Omit<
    PublicConfig,
    'business_tz' | 'hold_minutes' | 'max_numbers_per_order' | 'rates_refresh_seconds'
  >
> {
  const row = await readSettingsRow(ctx);
  return {
    shop_name: row.shopName,
    logo_url: publicUrlPath(row.logoSmallPath),
    support_whatsapp: row.whatsappNumber,
    contact_greeting: row.contactGreeting,
    contact_email: row.contactEmail,
    instagram_url: row.instagramUrl,
    facebook_url: row.facebookUrl,
    tiktok_url: row.tiktokUrl,
    terms: row.terms,
    brand_color: row.brandColor,
    hero_title: row.heroTitle,
    hero_text: row.heroText,
    hero_image: presentPicture(row.heroImagePath, row.heroImageVariants),
    about_text: row.aboutText,
    share_template: row.shareTemplate,
    buyer_limit: ctx.config.abuse.enabled
      ? { percent: row.abuseBuyerPercent, min: row.abuseBuyerMin }
      : null,
  };
}

/**
 * What the admin app's manifest and icons are made of (modules/admin-app): the
 * name, the colour and the logo as uploaded; `version` changes with the icon.
 */
export async function adminAppLook(ctx: Pick<ServiceContext, 'db' | 'runtime' | 'config'>) {
  const row = await readSettingsRow(ctx);
  return {
    name: row.shopName,
    brandColor: row.brandColor,
    logoKey: row.logoPath,
    // The logo's file name, or the colour the default icon is drawn in.
    version: row.logoPath ? row.logoPath.slice(7, 15) : row.brandColor.slice(1),
  };
}

/**
 * The caps on outstanding numbers (docs/decisions/012-abuse-limits.md): the
 * shop's settings, and ABUSE_LIMITS (environment) as the switch for all of them.
 */
/** Minutes between two digests of new pending payments; 0 = none (modules/payments). */
export async function pendingDigestMinutes(
  ctx: Pick<ServiceContext, 'db' | 'runtime' | 'config'>,
): Promise<number> {
  return (await readSettingsRow(ctx)).pendingDigestMinutes;
}

/** How a winner claims her prize (issue 44): the '¡Ganaste!' e-mail carries it. */
export async function claimText(
  ctx: Pick<ServiceContext, 'db' | 'runtime' | 'config'>,
): Promise<string> {
  return (await readSettingsRow(ctx)).claimText;
}

/** The shop's rejection reasons, in their order (the review sheet's and Telegram's buttons). */
export async function rejectReasons(
  ctx: Pick<ServiceContext, 'db' | 'runtime' | 'config'>,
): Promise<string[]> {
  return (await readSettingsRow(ctx)).rejectReasons;
}

export async function abuseLimits(
  ctx: Pick<ServiceContext, 'db' | 'runtime' | 'config'>,
): Promise<AbuseLimits> {
  const row = await readSettingsRow(ctx);
  return {
    enabled: ctx.config.abuse.enabled,
    addressPercent: row.abuseAddressPercent,
    addressMin: row.abuseAddressMin,
    buyerPercent: row.abuseBuyerPercent,
    buyerMin: row.abuseBuyerMin,
  };
}

/** PUT /api/settings: the fields sent change, the others stay; audited with what changed. */
export async function updateSettings(
  ctx: ServiceContext,
  input: Partial<SettingsInputParsed>,
): Promise<Settings> {
  const row = await ctx.db.transaction(async (tx) => {
    await loadSettingsRow(tx, ctx.config);
    const before = (await lockSettingsRow(tx))!;
    const values: Partial<SettingsRow> = {};
    const changed: Record<string, unknown> = {};
    for (const field of Object.keys(FIELDS) as Field[]) {
      const value = input[field];
      const column = FIELDS[field];
      if (value === undefined || isDeepStrictEqual(value, before[column])) continue;
      Object.assign(values, { [column]: value });
      changed[field] = AUDITED_BY_NAME.includes(field) ? true : { from: before[column], to: value };
    }
    if (Object.keys(changed).length === 0) return before;
    const saved = await updateSettingsRow(tx, { ...values, updatedAt: ctx.now });
    await recordAudit(tx, {
      actor: ctx.actor,
      action: 'settings.update',
      entity: 'settings',
      entityId: 1,
      details: { changed },
    });
    return saved;
  });
  return present(row);
}

/**
 * The e-mails' sender: the shop's name with MAIL_FROM's address, so a renamed
 * shop signs its e-mails at once (modules/mail/transport.ts asks for it per e-mail).
 */
export async function mailSender(
  ctx: Pick<ServiceContext, 'db' | 'runtime' | 'config'>,
): Promise<{ name: string; address: string }> {
  const row = await readSettingsRow(ctx);
  const from = ctx.config.mailFrom.trim();
  const address = /<([^<>]+)>\s*$/.exec(from)?.[1]?.trim() ?? from;
  return { name: row.shopName, address };
}
