import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DerivedSecrets } from './derived-secrets';

const hmac = (secret: string, label: string) =>
  createHmac('sha256', secret).update(label).digest('hex');

describe('DerivedSecrets (keys derived from APP_SECRET once per app)', () => {
  it('answers HMAC-SHA256(secret, label), each label apart', () => {
    const secrets = new DerivedSecrets();
    const secret = 'a-secret-a-secret-a-secret-a-secret-0001';
    expect(secrets.of(secret, 'altcha-challenge')).toBe(hmac(secret, 'altcha-challenge'));
    expect(secrets.of(secret, 'altcha-key')).toBe(hmac(secret, 'altcha-key'));
    // Held: asked again, the same key.
    expect(secrets.of(secret, 'altcha-challenge')).toBe(hmac(secret, 'altcha-challenge'));
  });

  it('derives again for another secret, never answering the old one', () => {
    const secrets = new DerivedSecrets();
    const first = 'first-secret-first-secret-first-secret-01';
    const second = 'second-secret-second-secret-second-secr-02';
    expect(secrets.of(first, 'altcha-key')).toBe(hmac(first, 'altcha-key'));
    expect(secrets.of(second, 'altcha-key')).toBe(hmac(second, 'altcha-key'));
    expect(secrets.of(first, 'altcha-key')).toBe(hmac(first, 'altcha-key'));
  });
});
