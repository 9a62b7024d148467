import {
  ADMIN_APP_ICON_SIZES,
  ADMIN_APP_SCOPE,
  type AdminAppManifest,
  messages,
} from '@rifas/shared';
import type { ServiceContext } from '../../context';
import { adminAppLook } from '../settings';
import { renderAppIcon } from './admin-app.icon';

const m = messages.adminApp;

/** A launcher shows about 12 characters under an icon; a longer name is cut there. */
const SHORT_NAME_LENGTH = 12;

/** The manifest of the admin area (issue 40, ADR 076): the shop's name, colour and icons. */
export async function adminAppManifest(ctx: ServiceContext): Promise<AdminAppManifest> {
  const look = await adminAppLook(ctx);
  return {
    id: ADMIN_APP_SCOPE,
    name: look.name,
    short_name: look.name.length <= SHORT_NAME_LENGTH ? look.name : m.shortName,
    description: m.description,
    lang: 'es',
    start_url: ADMIN_APP_SCOPE,
    scope: ADMIN_APP_SCOPE,
    display: 'standalone',
    theme_color: look.brandColor,
    background_color: '#ffffff',
    icons: ADMIN_APP_ICON_SIZES.map((size) => ({
      // The logo's file in the address: a new logo is a new icon for the launcher.
      src: `/api/admin-app/icons/${size}?v=${look.version}`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: 'any',
    })),
  };
}

/** The icon of `size` px, from the shop's logo or the default (brand colour and a ticket). */
export async function adminAppIcon(
  ctx: ServiceContext,
  { size }: { size: (typeof ADMIN_APP_ICON_SIZES)[number] },
): Promise<Buffer> {
  const look = await adminAppLook(ctx);
  const logo = look.logoKey ? await ctx.storage.readFile(look.logoKey).catch(() => null) : null;
  return renderAppIcon(Number(size), look.brandColor, logo);
}
