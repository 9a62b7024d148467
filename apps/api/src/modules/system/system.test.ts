import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_HERO_TEXT,
  DEFAULT_HERO_TITLE,
  DEFAULT_SHARE_TEMPLATE,
  DEFAULT_TERMS,
} from '@rifas/shared';
import { createTestApp, type TestContext } from '../../test/app';

describe('system', () => {
  let ctx: TestContext;
  let webDir: string;

  beforeAll(async () => {
    webDir = await mkdtemp(join(tmpdir(), 'rifas-web-'));
    await writeFile(join(webDir, 'index.html'), '<!doctype html><title>Rifas SPA</title>');
    await writeFile(join(webDir, 'favicon.svg'), '<svg/>');
    ctx = await createTestApp({ webDistDir: webDir, env: { SUPPORT_WHATSAPP: '584121234567' } });
  });
  afterAll(async () => {
    await ctx.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it('GET /api/health checks the database', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('GET /api/health answers 500 without internals when the database is gone', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const res = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: 'Ocurrió un error inesperado. Intenta de nuevo.',
      message: 'Ocurrió un error inesperado. Intenta de nuevo.',
    });
    await broken.close();
  });

  it('GET /api/config gives the SPA its settings', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toEqual({
      business_tz: 'America/Caracas',
      support_whatsapp: '584121234567',
      hold_minutes: 15,
      max_numbers_per_order: 500,
      rates_refresh_seconds: 120,
      shop_name: 'Rifas',
      logo_url: null,
      contact_greeting: 'Hola, me gustaría obtener más información sobre las rifas.',
      contact_email: '',
      instagram_url: '',
      facebook_url: '',
      tiktok_url: '',
      terms: DEFAULT_TERMS,
      buyer_limit: null, // ABUSE_LIMITS=false in the tests
      // The shop's look (issue 30): today's violet and texts until the operator changes them.
      brand_color: '#7c3aed',
      hero_title: DEFAULT_HERO_TITLE,
      hero_text: DEFAULT_HERO_TEXT,
      hero_image: null,
      about_text: '',
      share_template: DEFAULT_SHARE_TEMPLATE,
    });
  });

  it('serves the SPA with history fallback and files as they are', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/raffles/42' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<title>Rifas · Sorteos en línea</title>');
    const file = await ctx.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(file.body).toBe('<svg/>');
  });

  it('answers unknown /api paths with a JSON 404, never the SPA', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: 'Recurso no encontrado',
      message: 'Recurso no encontrado',
    });
  });

  it('sends security headers with a strict CSP', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it("sends an API answer the headers that matter for a non-page: none of a document's policies", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(res.headers['referrer-policy']).toBeUndefined();
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    // Swagger UI is a page: it keeps the document set.
    const docs = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/health'].get.responses['200']).toBeDefined();
  });
});
