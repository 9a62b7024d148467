import type { Settings } from '@rifas/shared';
import type { ServiceContext } from '../../context';
import type { FileStorage } from '../../lib/storage';
import { recordAudit } from '../audit';
import { deleteHeroFiles, saveHero, type SavedHero } from './settings.hero';
import { deleteLogoFiles, saveLogo, type SavedLogo } from './settings.logo';
import { lockSettingsRow, updateSettingsRow, type SettingsRow } from './settings.repository';
import { present } from './settings.presenter';
import { loadSettingsRow } from './settings.store';

/** One of the shop's pictures: how it is saved, which columns name it, how its files go. */
type ShopImage<Saved extends Partial<SettingsRow>> = {
  /** 'logo' or 'hero': the audit's action ('settings.logo_update') and the log's words. */
  name: string;
  save: (storage: FileStorage, upload: Buffer) => Promise<Saved>;
  deleteFiles: (storage: FileStorage, paths: Saved | SettingsRow) => Promise<void>;
  isSet: (row: SettingsRow) => boolean;
  /** The columns' values once it is removed. */
  cleared: { [K in keyof Saved]: null };
};

const LOGO: ShopImage<SavedLogo> = {
  name: 'logo',
  save: saveLogo,
  deleteFiles: deleteLogoFiles,
  isSet: (row) => row.logoPath !== null || row.logoSmallPath !== null,
  cleared: { logoPath: null, logoSmallPath: null },
};

const HERO: ShopImage<SavedHero> = {
  name: 'hero',
  save: saveHero,
  deleteFiles: deleteHeroFiles,
  isSet: (row) => row.heroImagePath !== null,
  cleared: { heroImagePath: null, heroImageVariants: null },
};

/** The new picture replaces the old one, whose files go once it commits. */
async function replaceImage<Saved extends Partial<SettingsRow>>(
  ctx: ServiceContext,
  image: ShopImage<Saved>,
  upload: Buffer,
): Promise<Settings> {
  const files = await image.save(ctx.storage, upload);
  let before: SettingsRow;
  let saved: SettingsRow;
  try {
    ({ before, saved } = await ctx.db.transaction(async (tx) => {
      await loadSettingsRow(tx, ctx.config);
      const old = (await lockSettingsRow(tx))!;
      const row = await updateSettingsRow(tx, { ...files, updatedAt: ctx.now });
      await recordAudit(tx, {
        actor: ctx.actor,
        action: `settings.${image.name}_update`,
        entity: 'settings',
        entityId: 1,
        details: { replaced: image.isSet(old) },
      });
      return { before: old, saved: row };
    }));
  } catch (err) {
    await image.deleteFiles(ctx.storage, files);
    throw err;
  }
  await removeOldFiles(ctx, image, before);
  return present(saved);
}

async function deleteImage<Saved extends Partial<SettingsRow>>(
  ctx: ServiceContext,
  image: ShopImage<Saved>,
): Promise<Settings> {
  const { before, saved } = await ctx.db.transaction(async (tx) => {
    await loadSettingsRow(tx, ctx.config);
    const old = (await lockSettingsRow(tx))!;
    if (!image.isSet(old)) return { before: old, saved: old };
    const row = await updateSettingsRow(tx, { ...image.cleared, updatedAt: ctx.now });
    await recordAudit(tx, {
      actor: ctx.actor,
      action: `settings.${image.name}_delete`,
      entity: 'settings',
      entityId: 1,
    });
    return { before: old, saved: row };
  });
  if (saved !== before) await removeOldFiles(ctx, image, before);
  return present(saved);
}

async function removeOldFiles<Saved extends Partial<SettingsRow>>(
  ctx: ServiceContext,
  image: ShopImage<Saved>,
  before: SettingsRow,
): Promise<void> {
  // The row no longer names them; a file left behind is only disk space.
  await image
    .deleteFiles(ctx.storage, before)
    .catch((err: unknown) => ctx.log.warn({ err }, `old ${image.name} files not deleted`));
}

/** PUT /api/settings/logo and DELETE (back to the ticket mark). */
export const replaceLogo = (ctx: ServiceContext, upload: Buffer) => replaceImage(ctx, LOGO, upload);
export const deleteLogo = (ctx: ServiceContext) => deleteImage(ctx, LOGO);
/** PUT /api/settings/hero and DELETE (back to the brand-coloured hero). */
export const replaceHero = (ctx: ServiceContext, upload: Buffer) => replaceImage(ctx, HERO, upload);
export const deleteHero = (ctx: ServiceContext) => deleteImage(ctx, HERO);
