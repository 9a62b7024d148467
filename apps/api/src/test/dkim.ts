import { generateKeyPairSync } from 'node:crypto';
import { dkimSign } from 'mailauth';
import type { DnsServer } from './dns-server';

export type DkimKey = { selector: string; privateKey: string; publicKeyBase64: string };

/** A 1024-bit RSA key (mailauth's minimum), small enough for one UDP answer. */
export function dkimKey(selector: string): DkimKey {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
  return {
    selector,
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyBase64: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
  };
}

/** Publishes the key for `domain` as a bank does: `<selector>._domainkey.<domain>` TXT. */
export function publishKey(dns: DnsServer, domain: string, key: DkimKey): void {
  dns.set(`${key.selector}._domainkey.${domain}`, `v=DKIM1; k=rsa; p=${key.publicKeyBase64}`);
}

/** The message (CRLF lines) with a DKIM-Signature of `domain` prepended. */
export async function signMessage(raw: string, domain: string, key: DkimKey): Promise<string> {
  const message = raw.replace(/\r?\n/g, '\r\n');
  const signed = await dkimSign(message, {
    signatureData: [{ signingDomain: domain, selector: key.selector, privateKey: key.privateKey }],
  } as Parameters<typeof dkimSign>[1]);
  if (signed.errors.length > 0) throw signed.errors[0];
  return signed.signatures + message;
}
