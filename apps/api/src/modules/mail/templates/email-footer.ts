import { format, messages } from '@rifas/shared';
import { whatsappLink, type ShopIdentity } from '../shop-identity';

const t = messages.emails;

/** Where a buyer asks for help: the shop's WhatsApp, or its site when it has none. */
export function supportContact(shop: ShopIdentity): { template: string; url: string } {
  const whatsapp = whatsappLink(shop);
  return whatsapp
    ? { template: t.supportWhatsapp, url: whatsapp }
    : { template: t.supportSite, url: shop.publicUrl };
}

export function supportLine(shop: ShopIdentity): string {
  const contact = supportContact(shop);
  return format(contact.template, { url: contact.url });
}

export function signatureLine(shop: ShopIdentity): string {
  return format(t.signature, { shop: shop.name });
}
