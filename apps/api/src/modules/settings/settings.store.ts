import {
  DEFAULT_CONTACT_GREETING,
  DEFAULT_REJECT_REASONS,
  DEFAULT_SHOP_NAME,
  DEFAULT_TERMS,
} from '@rifas/shared';
import type { Executor } from '../../db/client';
import type { ServiceContext } from '../../context';
import {
  findSettingsRow,
  insertSettingsRowIfMissing,
  type NewSettingsRow,
  type SettingsRow,
} from './settings.repository';

/** The first-run row: the environment's values where it has them (README, configuration). */
export function firstRunSettings(config: ServiceContext['config']): NewSettingsRow {
  return {
    shopName: DEFAULT_SHOP_NAME,
    whatsappNumber: config.supportWhatsapp,
    contactGreeting: DEFAULT_CONTACT_GREETING,
    terms: DEFAULT_TERMS,
    pendingDigestMinutes: config.pendingDigestMinutes,
    abuseAddressPercent: config.abuse.addressPercent,
    abuseAddressMin: config.abuse.addressMin,
    abuseBuyerPercent: config.abuse.buyerPercent,
    abuseBuyerMin: config.abuse.buyerMin,
    rejectReasons: DEFAULT_REJECT_REASONS,
  };
}

/** The settings row, written from the first-run values if the database has none yet. */
export async function loadSettingsRow(
  db: Executor,
  config: ServiceContext['config'],
): Promise<SettingsRow> {
  const row = await findSettingsRow(db);
  if (row) return row;
  await insertSettingsRowIfMissing(db, firstRunSettings(config));
  return (await findSettingsRow(db))!;
}

/**
 * The shop's settings row, from this instance's memory while it holds a current
 * copy: read on every hold, purchase and e-mail, changed a few times a year. Held
 * like the sale path's other rows (db/held-reads.ts): dropped on each 'settings'
 * change (the table's trigger NOTIFYs every instance, ADR 011) and on a LISTEN
 * reconnect.
 */
export function readSettingsRow(
  ctx: Pick<ServiceContext, 'db' | 'runtime' | 'config'>,
): Promise<SettingsRow> {
  return ctx.runtime.held.read('settings', ['settings'], () => loadSettingsRow(ctx.db, ctx.config));
}
