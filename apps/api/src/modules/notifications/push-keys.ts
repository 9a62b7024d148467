import webpush from 'web-push';
import type { ServiceContext } from '../../context';
import { seal, unseal } from '../../lib/sealed';
import { findVapidKeys, insertVapidKeys } from './push.repository';
import { publicSettings } from '../settings';

/** The shop's VAPID key pair, made on first use and kept in the database (one row). */
async function vapidKeyPair(ctx: Pick<ServiceContext, 'db' | 'runtime' | 'config'>) {
  let row = await findVapidKeys(ctx.db);
  if (!row) {
    const keys = webpush.generateVAPIDKeys();
    await insertVapidKeys(ctx.db, {
      publicKey: keys.publicKey,
      privateKeySealed: seal(ctx.config.appSecret, keys.privateKey),
    });
    row = await findVapidKeys(ctx.db);
  }
  return row!;
}

export async function vapidPublicKey(
  ctx: Pick<ServiceContext, 'db' | 'runtime' | 'config'>,
): Promise<string> {
  return (await vapidKeyPair(ctx)).publicKey;
}

/**
 * What web-push signs with. The subject is `mailto:` an address of the shop
 * (web-push refuses an http one): its contact e-mail, else MAIL_FROM's address.
 */
export async function vapidDetails(ctx: Pick<ServiceContext, 'db' | 'runtime' | 'config'>) {
  const row = await vapidKeyPair(ctx);
  const privateKey = unseal(ctx.config.appSecret, row.privateKeySealed);
  if (!privateKey) throw new Error('the VAPID key was sealed under another APP_SECRET');
  const contact = (await publicSettings(ctx)).contact_email;
  const fromAddress = /<([^>]+)>/.exec(ctx.config.mailFrom)?.[1] ?? ctx.config.mailFrom;
  return { subject: `mailto:${contact || fromAddress}`, publicKey: row.publicKey, privateKey };
}
