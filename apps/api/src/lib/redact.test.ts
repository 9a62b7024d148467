import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoggedApp, type LoggedApp } from '../test/logged-app';
import { redactUrl } from './redact';

describe('logs', () => {
  let logged: LoggedApp;
  let app: LoggedApp['app'];
  let lines: string[];

  beforeAll(async () => {
    logged = await createLoggedApp('logs');
    ({ app, lines } = logged);
  });
  afterAll(() => logged.close());

  it('never contain tokens, passwords or link tokens', async () => {
    await app.inject({
      method: 'GET',
      url: '/api/auth/verify-email?token=enlace-secreto-123',
    });
    await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { authorization: 'Bearer sesion-secreta-456' },
      payload: { email: 'ana@prueba.test', password: 'clave-secreta-789' },
    });
    const log = lines.join('');
    expect(log).toContain('/api/auth/verify-email'); // requests are logged…
    for (const secret of ['enlace-secreto-123', 'sesion-secreta-456', 'clave-secreta-789']) {
      expect(log).not.toContain(secret); // …without their secrets
    }
  });

  it('redactUrl hides token-like query values only', () => {
    expect(redactUrl('/api/x?token=abc&page=2')).toBe('/api/x?token=%5Bredactado%5D&page=2');
    expect(redactUrl('/api/x?page=2')).toBe('/api/x?page=2');
  });
});
