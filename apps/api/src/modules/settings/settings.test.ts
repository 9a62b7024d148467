import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { DEFAULT_TERMS, type Settings } from '@rifas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobContext } from '../../context';
import { auditLog } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { buildUser } from '../../test/factories';
import { multipartBody, buildPaymentMethod, buildRaffle } from '../../test/raffle-factories';
import { startSmtpServer } from '../../test/mail';
import { createMailTransport } from '../mail';
import { mailSender } from './settings.service';

const ENV = {
  SUPPORT_WHATSAPP: '584121234567',
  ABUSE_ADDRESS_PERCENT: '8',
  ABUSE_ADDRESS_MIN: '100',
  ABUSE_BUYER_PERCENT: '2',
  ABUSE_BUYER_MIN: '20',
  MAIL_FROM: 'Rifas <no-reply@rifas.test>',
};

/** The only fields GET /api/config may show of the settings. */
const PUBLIC_FIELDS = [
  'shop_name',
  'logo_url',
  'support_whatsapp',
  'contact_greeting',
  'contact_email',
  'instagram_url',
  'facebook_url',
  'tiktok_url',
  'terms',
  'buyer_limit',
  'brand_color',
  'hero_title',
  'hero_text',
  'hero_image',
  'about_text',
  'share_template',
];

describe('shop settings', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let user: Record<string, string>;

  beforeAll(async () => {
    ctx = await createTestApp({ env: ENV });
    admin = (await buildUser(ctx.database.db, { role: 'admin' })).auth;
    user = (await buildUser(ctx.database.db)).auth;
  });
  afterAll(async () => ctx.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: `/api${url}`, headers });
  const put = (payload: Record<string, unknown>, headers = admin) =>
    ctx.app.inject({ method: 'PUT', url: '/api/settings', payload, headers });
  const uploadLogo = (content: Buffer, field = 'image') => {
    const body = multipartBody({}, [{ field, filename: 'logo', content }]);
    return ctx.app.inject({
      method: 'PUT',
      url: '/api/settings/logo',
      payload: body.payload,
      headers: { ...admin, ...body.headers },
    });
  };
  const publicFiles = async () => {
    const dir = join(ctx.config.uploadDir, 'public');
    return existsSync(dir) ? (await readdir(dir)).sort() : [];
  };

  it('starts from the environment and the default terms (first run)', async () => {
    const res = await get('/settings', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      shop_name: 'Rifas',
      whatsapp_number: '584121234567',
      contact_greeting: 'Hola, me gustaría obtener más información sobre las rifas.',
      terms: DEFAULT_TERMS,
      pending_digest_minutes: 10,
      abuse_address_percent: 8,
      abuse_address_min: 100,
      abuse_buyer_percent: 2,
      abuse_buyer_min: 20,
      reject_reasons: ['Pago no recibido', 'Monto incompleto', 'Referencia inválida'],
      logo_url: null,
    });
    expect(DEFAULT_TERMS).toContain('24 horas');
  });

  it('is for admins only', async () => {
    expect((await get('/settings')).statusCode).toBe(401);
    expect((await get('/settings', user)).statusCode).toBe(403);
    expect((await put({ shop_name: 'X' }, user)).statusCode).toBe(403);
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/settings/logo',
      headers: user,
    });
    expect(del.statusCode).toBe(403);
  });

  it.each([
    [{ shop_name: '  ' }, 'El nombre de la tienda es requerido'],
    [{ shop_name: 'x'.repeat(61) }, 'El nombre de la tienda no puede pasar de 60 caracteres'],
    [{ shop_name: 'Tienda\u0000' }, 'Contiene caracteres no válidos'],
    [
      { whatsapp_number: '12-34' },
      'El número de WhatsApp no es válido: escríbelo como 0412-1234567 o con el código de país (584121234567)',
    ],
    [{ contact_email: 'no-es-email' }, 'El email de contacto no es válido'],
    [
      { instagram_url: 'instagram.com/tienda' },
      'Escribe una dirección completa que empiece por https://',
    ],
    [
      { tiktok_url: 'javascript:alert(1)' },
      'Escribe una dirección completa que empiece por https://',
    ],
    [{ terms: '' }, 'Los términos son requeridos'],
    [
      { pending_digest_minutes: -1 },
      'Los minutos del resumen deben ser un número entero entre 0 y 1440',
    ],
    [
      { pending_digest_minutes: 2.5 },
      'Los minutos del resumen deben ser un número entero entre 0 y 1440',
    ],
    [{ abuse_buyer_percent: 101 }, 'El porcentaje debe ser un número entre 0 y 100'],
    [{ abuse_address_min: 0 }, 'El mínimo debe ser un número entero entre 1 y 1000000'],
    [{ abuse_address_min: '100' }, 'El mínimo debe ser un número entero entre 1 y 1000000'],
    [
      { reject_reasons: ['Pago no recibido', '  '] },
      'Cada motivo de rechazo debe tener entre 1 y 500 caracteres',
    ],
    [
      { reject_reasons: 'Pago no recibido' },
      'Cada motivo de rechazo debe tener entre 1 y 500 caracteres',
    ],
    [
      { reject_reasons: Array.from({ length: 11 }, (_, i) => `Motivo ${'x'.repeat(i + 1)}`) },
      'Puedes guardar hasta 10 motivos de rechazo',
    ],
  ])('refuses %j with a Spanish 400', async (payload, text) => {
    const res = await put(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: text, message: text });
    expect((await get('/settings', admin)).json()).toMatchObject({ shop_name: 'Rifas' });
  });

  it('saves what is sent, keeps the rest, and audits who changed what', async () => {
    const res = await put({
      shop_name: '  Rifas Doña Ana ',
      whatsapp_number: '584149876543',
      instagram_url: 'https://instagram.com/rifasana',
      pending_digest_minutes: 0,
      terms: 'Primera regla.\nEl ganador será contactado dentro de las 24 horas.',
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json<Settings>();
    expect(saved).toMatchObject({
      shop_name: 'Rifas Doña Ana',
      whatsapp_number: '584149876543',
      instagram_url: 'https://instagram.com/rifasana',
      facebook_url: '',
      pending_digest_minutes: 0,
      abuse_buyer_min: 20,
    });
    expect((await get('/settings', admin)).json()).toEqual(saved);

    const entries = await ctx.database.db.select().from(auditLog);
    const entry = entries.find((e) => e.action === 'settings.update')!;
    expect(entry.entity).toBe('settings');
    expect(entry.actorEmail).toMatch(/@prueba\.test$/);
    expect(entry.details).toEqual({
      changed: {
        shop_name: { from: 'Rifas', to: 'Rifas Doña Ana' },
        whatsapp_number: { from: '584121234567', to: '584149876543' },
        instagram_url: { from: '', to: 'https://instagram.com/rifasana' },
        pending_digest_minutes: { from: 10, to: 0 },
        terms: true,
      },
    });
  });

  it('keeps the rejection reasons the operator writes, in her order, and audits the change', async () => {
    const reasons = ['Referencia inválida', 'Monto incompleto: faltan Bs', 'Pago duplicado'];
    const res = await put({ reject_reasons: reasons.map((r) => ` ${r} `) });
    expect(res.statusCode).toBe(200);
    expect(res.json<Settings>().reject_reasons).toEqual(reasons);
    expect((await get('/settings', admin)).json<Settings>().reject_reasons).toEqual(reasons);
    // The same list again changes nothing (no audit entry).
    const audits = async () =>
      (await ctx.database.db.select().from(auditLog)).filter(
        (e) =>
          e.action === 'settings.update' &&
          'reject_reasons' in (e.details as { changed: object }).changed,
      ).length;
    expect(await audits()).toBe(1);
    await put({ reject_reasons: reasons });
    expect(await audits()).toBe(1);
    // Not public: the buyers' config never carries them.
    expect(JSON.stringify((await get('/config')).json())).not.toContain('Pago duplicado');
  });

  it('GET /api/config shows the public part at once, never the admin-only fields', async () => {
    await get('/config'); // held ready in memory (modules/public-cache)
    await put({ shop_name: 'Rifas del Barrio', contact_email: 'hola@barrio.test' });
    const res = await get('/config');
    const config = res.json<Record<string, unknown>>();
    expect(config).toMatchObject({
      shop_name: 'Rifas del Barrio',
      contact_email: 'hola@barrio.test',
      business_tz: 'America/Caracas',
    });
    const settingsFields = Object.keys(config).filter(
      (key) =>
        !['business_tz', 'hold_minutes', 'max_numbers_per_order', 'rates_refresh_seconds'].includes(
          key,
        ),
    );
    expect(settingsFields.sort()).toEqual([...PUBLIC_FIELDS].sort());
    expect(res.body).not.toMatch(/abuse|digest/);
  });

  it('an empty support number is sent as empty (the SPA hides its contact button)', async () => {
    await put({ whatsapp_number: '' });
    expect((await get('/config')).json()).toMatchObject({ support_whatsapp: '' });
  });

  it('uploads, replaces and deletes the logo, re-encoded, old files removed', async () => {
    const before = await publicFiles();
    const png = await sharp({
      create: { width: 900, height: 300, channels: 4, background: '#7c3aed' },
    })
      .png()
      .toBuffer();
    const first = await uploadLogo(png);
    expect(first.statusCode).toBe(200);
    const logoUrl = first.json<Settings>().logo_url!;
    expect(logoUrl).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    const image = await ctx.app.inject({ method: 'GET', url: logoUrl });
    expect(image.statusCode).toBe(200);
    expect((await sharp(image.rawPayload).metadata()).width).toBe(256);
    expect((await get('/config')).json()).toMatchObject({ logo_url: logoUrl });
    const afterFirst = await publicFiles();
    expect(afterFirst.length - before.length).toBe(2); // the re-encoded logo and its small WebP

    const webp = await sharp({
      create: { width: 120, height: 120, channels: 3, background: '#fbbf24' },
    })
      .webp()
      .toBuffer();
    const second = await uploadLogo(webp);
    expect(second.statusCode).toBe(200);
    const secondUrl = second.json<Settings>().logo_url!;
    expect(secondUrl).not.toBe(logoUrl);
    expect((await ctx.app.inject({ method: 'GET', url: logoUrl })).statusCode).toBe(404);
    expect((await publicFiles()).length).toBe(afterFirst.length);

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/settings/logo',
      headers: admin,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ logo_url: null });
    expect((await get('/config')).json()).toMatchObject({ logo_url: null });
    expect(await publicFiles()).toEqual(before);

    const actions = (await ctx.database.db.select().from(auditLog)).map((e) => e.action);
    expect(actions.filter((a) => a === 'settings.logo_update')).toHaveLength(2);
    expect(actions).toContain('settings.logo_delete');
  });

  it('refuses a logo that is too large, not an image, or missing, in Spanish', async () => {
    const big = await sharp({
      create: { width: 3000, height: 3000, channels: 3, background: '#123456' },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    const tooLarge = await uploadLogo(big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error).toBe('El logo no puede pesar más de 2 MB');

    const text = await uploadLogo(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(text.statusCode).toBe(415);
    expect(text.json().error).toBe('El logo debe ser una imagen PNG, JPG, GIF o WebP');

    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const wrongField = await uploadLogo(png, 'imagen');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error).toBe('Elige una imagen para el logo');
    const json = await ctx.app.inject({
      method: 'PUT',
      url: '/api/settings/logo',
      payload: {},
      headers: admin,
    });
    expect(json.statusCode).toBe(400);
    expect((await get('/settings', admin)).json()).toMatchObject({ logo_url: null });
  });

  it('signs e-mails with the shop name and MAIL_FROM address (real SMTP)', async () => {
    await put({ shop_name: 'Rifas "La Suerte"' });
    expect(await mailSender(jobContext(ctx.app))).toEqual({
      name: 'Rifas "La Suerte"',
      address: 'no-reply@rifas.test',
    });
    const smtp = await startSmtpServer();
    try {
      const transport = createMailTransport({
        smtpUrl: smtp.url,
        from: ctx.config.mailFrom,
        sender: () => mailSender(jobContext(ctx.app)),
        dataDir: ctx.dataDir,
        log: { info: () => undefined },
      });
      await transport.send({
        id: 1,
        to: 'ana@prueba.test',
        subject: 'Hola',
        text: 'x',
        html: null,
      });
      transport.close();
      expect(smtp.received[0]!.raw).toMatch(
        /^From: "Rifas \\"La Suerte\\"" <no-reply@rifas\.test>/m,
      );
    } finally {
      await smtp.close();
    }
  });
});

describe('shop settings: abuse limits', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;

  beforeAll(async () => {
    ctx = await createTestApp({ env: { ABUSE_LIMITS: 'true', GUEST_CHALLENGE: 'false' } });
    admin = (await buildUser(ctx.database.db, { role: 'admin' })).auth;
    await buildPaymentMethod(ctx.database.db); // holds need a way to pay
  });
  afterAll(async () => ctx.close());

  const reserve = (raffleId: number, numbers: number[], guest: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/raffles/${raffleId}/reserve`,
      payload: { numbers, customer_id: guest },
    });

  it('takes the caps from the settings, changed without a restart', async () => {
    // 1,000 numbers: the buyer cap is max(100, 5 %) = 100 by the environment's defaults (ADR 040).
    const raffle = await buildRaffle(ctx.database.db, { startNumber: 0, endNumber: 999 });
    const range = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => from + i);
    const refused = await reserve(raffle.id, range(0, 130), 'g-1');
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json().limit).toBe(100);

    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/settings',
      payload: { abuse_buyer_min: 140 },
      headers: admin,
    });
    expect(saved.statusCode).toBe(200);
    // The picker's limit follows at once (GET /api/config is rebuilt on 'settings').
    const config = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json().buyer_limit).toEqual({ percent: 5, min: 140 });
    const allowed = await reserve(raffle.id, range(0, 130), 'g-1');
    expect(allowed.statusCode).toBe(200);
    const over = await reserve(raffle.id, range(200, 11), 'g-1');
    expect(over.statusCode).toBe(429);
    expect(over.json().limit).toBe(140);
    expect(over.json().error).toBe(
      'Ya tienes 130 números apartados o por pagar en esta rifa y el máximo es 140: puedes agregar 10 números más.',
    );
  });
});
