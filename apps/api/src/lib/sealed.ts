import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets the shop keeps in its database (the Telegram bot's token, the VAPID
 * private key) sealed with a key derived from APP_SECRET: AES-256-GCM, so a
 * database dump or a backup never holds them in clear, and a changed secret
 * reads as "no secret" instead of a wrong one.
 */
function keyOf(appSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, 'rifas', 'sealed secrets v1', 32));
}

export function seal(appSecret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(appSecret), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/** The sealed text, or null when it was sealed with another secret or is damaged. */
export function unseal(appSecret: string, sealed: string): string | null {
  if (!sealed.startsWith('v1.')) return null;
  const raw = Buffer.from(sealed.slice(3), 'base64url');
  if (raw.length < 28) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(appSecret), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
