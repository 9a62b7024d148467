import { createHmac } from 'node:crypto';

/**
 * Keys derived from APP_SECRET by label (HMAC-SHA256, hex): the same on every
 * instance, useless elsewhere. Each is computed once per app and held by its
 * runtime (runtime.ts): the guest challenge's two keys were derived again on
 * every hold and purchase, two HMACs a request (ADR 098).
 */
export class DerivedSecrets {
  private appSecret: string | null = null;
  private readonly derived = new Map<string, string>();

  /** HMAC-SHA256(appSecret, label) in hex. */
  of(appSecret: string, label: string): string {
    if (appSecret !== this.appSecret) {
      this.derived.clear();
      this.appSecret = appSecret;
    }
    let key = this.derived.get(label);
    if (key === undefined) {
      key = createHmac('sha256', appSecret).update(label).digest('hex');
      this.derived.set(label, key);
    }
    return key;
  }
}
