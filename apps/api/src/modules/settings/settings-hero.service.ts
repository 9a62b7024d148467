import type { Settings } from '@rifas/shared';
import type { ServiceContext } from '../../context';
import { recordAudit } from '../audit';
import { deleteHeroFiles, saveHero } from './settings.hero';
import { lockSettingsRow, updateSettingsRow, type SettingsRow } from './settings.repository';
import { present } from './settings.presenter';
import { loadSettingsRow } from './settings.store';

/** PUT /api/settings/hero: the new hero image replaces the old one, whose files go once it commits. */
export async function replaceHero(ctx: ServiceContext, upload: Buffer): Promise<Settings> {
  const hero = await saveHero(ctx.storage, upload);
  let before: SettingsRow;
  let saved: SettingsRow;
  try {
    ({ before, saved } = await ctx.db.transaction(async (tx) => {
      await loadSettingsRow(tx, ctx.config);
      const old = (await lockSettingsRow(tx))!;
      const row = await updateSettingsRow(tx, { ...hero, updatedAt: ctx.now });
      await recordAudit(tx, {
        actor: ctx.actor,
        action: 'settings.hero_update',
        entity: 'settings',
        entityId: 1,
        details: { replaced: old.heroImagePath !== null },
      });
      return { before: old, saved: row };
    }));
  } catch (err) {
    await deleteHeroFiles(ctx.storage, hero);
    throw err;
  }
  await removeOldHero(ctx, before);
  return present(saved);
}

/** DELETE /api/settings/hero: back to the brand-coloured hero. */
export async function deleteHero(ctx: ServiceContext): Promise<Settings> {
  const { before, saved } = await ctx.db.transaction(async (tx) => {
    await loadSettingsRow(tx, ctx.config);
    const old = (await lockSettingsRow(tx))!;
    if (old.heroImagePath === null) return { before: old, saved: old };
    const row = await updateSettingsRow(tx, {
      heroImagePath: null,
      heroImageVariants: null,
      updatedAt: ctx.now,
    });
    await recordAudit(tx, {
      actor: ctx.actor,
      action: 'settings.hero_delete',
      entity: 'settings',
      entityId: 1,
    });
    return { before: old, saved: row };
  });
  if (saved !== before) await removeOldHero(ctx, before);
  return present(saved);
}

async function removeOldHero(ctx: ServiceContext, before: SettingsRow): Promise<void> {
  // The row no longer names them; a file left behind is only disk space.
  await deleteHeroFiles(ctx.storage, before).catch((err: unknown) =>
    ctx.log.warn({ err }, 'old hero files not deleted'),
  );
}
