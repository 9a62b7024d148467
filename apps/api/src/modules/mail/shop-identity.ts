import type { ServiceContext } from '../../context';
import { publicSettings } from '../settings';

/** Who the shop is, as its e-mails, tickets and link previews present it. */
export type ShopIdentity = {
  name: string;
  /** The logo's address on the site ('/uploads/…'), or null when the shop has none. */
  logoUrl: string | null;
  /** The shop's address, without a trailing slash: links and images are absolute. */
  publicUrl: string;
  /** BUSINESS_TZ: every date in an e-mail is written in it. */
  timeZone: string;
  /** WhatsApp number with its country code, digits only; '' when the shop has none. */
  supportWhatsapp: string;
};

/**
 * The one place the shop's identity is read (docs/emails.md), for e-mails,
 * tickets and link previews alike: its name, logo and support number are the
 * operator's settings (modules/settings, held in
 * memory), its address and time zone the configuration. Read it before a
 * transaction opens: on the embedded database a read outside the open
 * transaction would wait for it.
 */
export async function shopIdentity(
  ctx: Pick<ServiceContext, 'db' | 'runtime' | 'config'>,
): Promise<ShopIdentity> {
  const settings = await publicSettings(ctx);
  return {
    name: settings.shop_name,
    logoUrl: settings.logo_url,
    publicUrl: ctx.config.publicUrl,
    timeZone: ctx.config.businessTz,
    supportWhatsapp: settings.support_whatsapp,
  };
}

/** The click-to-chat link of a WhatsApp number, or null when the shop has none. */
export function whatsappLink(shop: ShopIdentity): string | null {
  return shop.supportWhatsapp ? `https://wa.me/${shop.supportWhatsapp}` : null;
}

/** An absolute address on the shop's site for a path such as '/uploads/x.jpg'. */
export function absoluteUrl(shop: ShopIdentity, path: string): string {
  return `${shop.publicUrl}${path.startsWith('/') ? path : `/${path}`}`;
}
