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

  it('access logs carry no ticket codes nor searched buyer data', async () => {
    const secrets = ['TCK-codigo-secreto', 'buscada@correo.test', 'V-18456789'];
    await app.inject({ method: 'GET', url: `/api/tickets/${secrets[0]}` });
    await app.inject({ method: 'GET', url: `/ticket/${secrets[0]}` });
    await app.inject({
      method: 'GET',
      url: `/api/payments?search=${encodeURIComponent(secrets[1]!)}&page=2`,
    });
    await app.inject({ method: 'GET', url: `/api/payments?search=${secrets[2]}` });
    const log = lines.join('');
    expect(log).toContain('/api/tickets/[redactado]');
    expect(log).toContain('page=2');
    for (const secret of secrets) expect(log).not.toContain(secret);
  });

  it('access logs carry no seller report token, on the API or as a page (issue 46)', async () => {
    const token = 'VendedorSecreto_0123456789abcdef';
    for (const url of [
      `/api/sellers/report/${token}`,
      `/vendedor/${token}`,
      `/vendedor/${token}/`,
      `/VENDEDOR/${token}?x=1`,
      `//vendedor//${token}`,
      `/api//sellers/report/${token}`,
      `/ticket/${token}/extra`,
    ]) {
      await app.inject({ method: 'GET', url });
    }
    const log = lines.join('');
    expect(log).toContain('/api/sellers/report/[redactado]');
    expect(log).toContain('/vendedor/[redactado]');
    expect(log).not.toContain(token);
  });

  it('every public route whose path carries a secret (a token, a code) is redacted', () => {
    const secretRoutes = app.routeAccessTable.filter(
      (route) => route.access === 'public' && /:(token|code)\b/.test(route.url),
    );
    expect(secretRoutes.length).toBeGreaterThanOrEqual(2);
    for (const route of secretRoutes) {
      const url = route.url.replace(/:(token|code)\b/, 'secreto123');
      expect(redactUrl(url), route.url).not.toContain('secreto123');
    }
  });

  it('redactUrl keeps paging and filters, hides every other query value', () => {
    expect(redactUrl('/api/x?token=abc&page=2')).toBe('/api/x?token=%5Bredactado%5D&page=2');
    expect(redactUrl('/api/x?page=2&status=pending')).toBe('/api/x?page=2&status=pending');
    expect(redactUrl('/api/payments?search=ana%40x.com')).toBe(
      '/api/payments?search=%5Bredactado%5D',
    );
    expect(redactUrl('/api/tickets/abc123')).toBe('/api/tickets/[redactado]');
    // A loggable key keeps only a word or a number: buyer data typed there is hidden too.
    expect(redactUrl('/api/payments?status=ana%40x.com&raffle_id=V-18456789&page=3')).toBe(
      '/api/payments?status=%5Bredactado%5D&raffle_id=%5Bredactado%5D&page=3',
    );
    expect(redactUrl('/api/raffles/12/numbers')).toBe('/api/raffles/12/numbers');
    expect(redactUrl('/api/sellers/report/abc?page=2')).toBe(
      '/api/sellers/report/[redactado]?page=2',
    );
    expect(redactUrl('/vendedor/abc/def')).toBe('/vendedor/[redactado]');
    expect(redactUrl('/vendedores')).toBe('/vendedores');
  });
});
