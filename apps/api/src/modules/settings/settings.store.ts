import {
  DEFAULT_CONTACT_GREETING,
  DEFAULT_REJECT_REASONS,
  DEFAULT_SHOP_NAME,
  DEFAULT_TERMS,
} from '@rifas/shared';
import { changeFeedOf, type ChangeFeed } from '../../db/changes';
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
 * The settings held in memory by each instance: read on every hold, purchase
 * and e-mail, changed a few times a year. Dropped on each 'settings' change
 * (the table's trigger NOTIFYs every instance, ADR 011) and on a LISTEN
 * reconnect; a read that a change overtook is answered but not kept.
 */
class SettingsCache {
  private current: Promise<SettingsRow> | null = null;

  constructor(feed: ChangeFeed) {
    feed.subscribe((message) => {
      if (message.k === 'settings' || message.k === 'reset') this.current = null;
    });
  }

  read(load: () => Promise<SettingsRow>): Promise<SettingsRow> {
    if (this.current) return this.current;
    const loading = load();
    this.current = loading;
    loading.catch(() => {
      if (this.current === loading) this.current = null;
    });
    return loading;
  }
}

// One per change feed, i.e. per database handle of a running app; scripts without one read the table.
const caches = new WeakMap<ChangeFeed, SettingsCache>();

/** The shop's settings row, from this instance's memory when it holds a current copy. */
export function readSettingsRow(ctx: Pick<ServiceContext, 'db' | 'config'>): Promise<SettingsRow> {
  const load = () => loadSettingsRow(ctx.db, ctx.config);
  const feed = changeFeedOf(ctx.db);
  if (!feed) return load();
  let cache = caches.get(feed);
  if (!cache) {
    cache = new SettingsCache(feed);
    caches.set(feed, cache);
  }
  return cache.read(load);
}
