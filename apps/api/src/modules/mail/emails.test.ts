import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails, payments } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { linkToken } from '../../test/auth-factories';
import { buildCurrency } from '../../test/currencies';
import { buildUser } from '../../test/factories';
import { startSmtpServer, type ReceivedMail } from '../../test/mail';
import { buyerPayment, postPurchase } from '../../test/number-factories';
import { buildPaymentMethod, buildRaffle } from '../../test/raffle-factories';
import { deliverMailTo } from '../../test/payment-factories';
import { sendDueEmails } from './outbox.service';
import { sentHtml } from './templates/email-html';
import { createMailTransport } from './transport';

// Names are letters only (docs/security.md, "E-mails"); an apostrophe still needs escaping.
const BUYER_NAME = "Ana D'Ávila-Pérez";
// 2030-03-16 00:30 UTC is the evening before in Caracas (UTC−4).
const DRAW = new Date('2030-03-16T00:30:00Z');
const silent = { warn: () => undefined, info: () => undefined };

/** The HTML part's visible text, as a reader sees it (tags dropped, entities decoded). */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style|title)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** Both parts exist and each says every key thing; the HTML part opens the link. */
function expectBothParts(mail: ReceivedMail, keys: string[], link: string) {
  expect(mail.text.length).toBeGreaterThan(0);
  expect(mail.html).toMatch(/^<!doctype html>/i);
  const shown = visibleText(mail.html);
  for (const key of keys) {
    expect(mail.text, key).toContain(key);
    expect(shown, key).toContain(key);
  }
  expect(mail.html).toContain(`href="${link}"`);
}

describe('e-mails: text and HTML parts with the same content', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof buildUser>>;
  let methodId: number;
  let raffle: Awaited<ReturnType<typeof buildRaffle>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestApp({
      env: {
        SMTP_URL: smtp.url,
        PUBLIC_URL: 'https://rifas.example',
        SUPPORT_WHATSAPP: '584141234567',
        BUSINESS_TZ: 'America/Caracas',
      },
    });
    const db = ctx.database.db;
    admin = await buildUser(db, { role: 'admin' });
    methodId = (await buildPaymentMethod(db, { name: 'Pago Móvil' })).id;
    await buildCurrency(db, { codigo: 'VES', simbolo: 'Bs', precio: 36.5, nombre: 'Bolívar' });
    raffle = await buildRaffle(db, {
      title: 'Moto Bera 2030',
      endNumber: 99,
      priceCents: 500,
      drawDate: DRAW,
      imagePath: `public/${'ab'.repeat(16)}.jpg`,
    });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  // Bought from the recipient's own verified account: only then the name and reference go in (ADR 084).
  async function buy(numbers: number[], email: string) {
    const buyer = await buildUser(ctx.database.db, { email, fullName: BUYER_NAME });
    const res = await postPurchase(ctx.app, raffle.id, {
      numbers,
      headers: buyer.auth,
      payment: buyerPayment(methodId, {
        customer_email: email,
        customer_name: BUYER_NAME,
        reference_number: '0042-AB',
      }),
    });
    expect(res.statusCode).toBe(201);
    const id = res.json<{ payment: { id: number } }>().payment.id;
    const [row] = await ctx.database.db.select().from(payments).where(eq(payments.id, id));
    return row!;
  }
  const act = (id: number, action: string, payload?: object) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/payments/${id}/${action}`,
      headers: admin.auth,
      ...(payload ? { payload } : {}),
    });

  it('every purchase e-mail carries the same facts in both parts, the buyer text escaped', async () => {
    const received = await buy([7, 42], 'recibido@correo.test');
    const verified = await buy([3], 'verificado@correo.test');
    expect((await act(verified.id, 'validate')).statusCode).toBe(200);
    const rejected = await buy([5, 6], 'rechazado@correo.test');
    expect(
      (await act(rejected.id, 'reject', { reason: 'Referencia <i>falsa</i>' })).statusCode,
    ).toBe(200);
    const refunded = await buy([8], 'reembolsado@correo.test');
    await act(refunded.id, 'validate');
    expect((await act(refunded.id, 'refund', { reason: 'Pago duplicado' })).statusCode).toBe(200);
    const released = await buy([9], 'liberado@correo.test');
    const release = await ctx.app.inject({
      method: 'POST',
      url: `/api/raffles/${raffle.id}/release-specific`,
      headers: admin.auth,
      payload: { numbers: [9] },
    });
    expect(release.statusCode).toBe(200);

    const ticket = (code: string) => `https://rifas.example/ticket/${code}`;
    const common = [
      'Rifas',
      'Moto Bera 2030',
      '15 de marzo de 2030',
      '8:30 p. m.',
      'Pago Móvil',
      '0042-AB',
      'Escríbenos por WhatsApp: https://wa.me/584141234567',
      BUYER_NAME,
    ];
    const cases: [string, typeof received, string, string[]][] = [
      [
        'recibido@correo.test',
        received,
        'Compra recibida',
        ['07, 42', '$10.00', 'Bs 365,00', 'Pendiente de verificación'],
      ],
      [
        'verificado@correo.test',
        verified,
        'Pago confirmado',
        ['03', '$5.00', 'Bs 182,50', 'Verificado'],
      ],
      [
        'rechazado@correo.test',
        rejected,
        'Pago rechazado',
        ['05, 06', 'Rechazado', 'Motivo: Referencia <i>falsa</i>'],
      ],
      [
        'reembolsado@correo.test',
        refunded,
        'Pago reembolsado',
        ['08', 'Reembolsado', 'Motivo: Pago duplicado'],
      ],
      [
        'liberado@correo.test',
        released,
        'Pago rechazado',
        ['09', 'Motivo: Liberado por el administrador'],
      ],
    ];
    for (const [to, payment, subject, keys] of cases) {
      const mails = await deliverMailTo(ctx, smtp, to);
      const mail = mails.find((m) => m.subject.startsWith(subject));
      expect(mail, `${subject} → ${to}`).toBeDefined();
      const link = ticket(payment.ticketCode);
      expectBothParts(mail!, [...common, ...keys, `Tu ticket: ${link}`], link);
      // The picture by absolute address.
      expect(mail!.html).toContain(`src="https://rifas.example/uploads/${'ab'.repeat(16)}.jpg"`);
      // The admin's reason only as text.
      expect(mail!.html).not.toContain('<i>falsa');
      expect(mail!.text).toContain(`Hola ${BUYER_NAME},`);
      // The id, which the purchase's statement fills in (ADR 022), in both parts.
      const idLine = new RegExp(`Pago N\\.º\\s*:?\\s*${payment.id}\\b`);
      expect(mail!.text).toMatch(idLine);
      expect(visibleText(mail!.html)).toMatch(idLine);
    }
  });

  it('account e-mails (verify, reset) come as text and HTML with the same link', async () => {
    const register = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { full_name: BUYER_NAME, email: 'cuenta@correo.test', password: 'mi-clave-larga' },
    });
    expect(register.statusCode).toBe(201);
    const [verify] = await deliverMailTo(ctx, smtp, 'cuenta@correo.test');
    expect(verify!.subject).toBe('Verifica tu email en Rifas');
    const verifyLink = `https://rifas.example/verify-email?token=${linkToken(verify!.text, 'verify-email')}`;
    expectBothParts(
      verify!,
      // The address is not confirmed yet: nobody is greeted by the name typed (ADR 084).
      ['Hola:', `Verificar mi email: ${verifyLink}`, 'El enlace vence en 48 horas.'],
      verifyLink,
    );

    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'cuenta@correo.test' },
    });
    expect(reset.statusCode).toBe(200);
    const mails = await deliverMailTo(ctx, smtp, 'cuenta@correo.test');
    const resetMail = mails.find((m) => m.subject.startsWith('Restablece'));
    expect(resetMail!.subject).toBe('Restablece tu contraseña de Rifas');
    const resetLink = `https://rifas.example/reset-password?token=${linkToken(resetMail!.text, 'reset-password')}`;
    expectBothParts(
      resetMail!,
      [
        `Restablecer mi contraseña: ${resetLink}`,
        'El enlace vence en 1 hora',
        'Escríbenos por WhatsApp',
      ],
      resetLink,
    );
  });

  it('the outbox keeps both parts and the file transport writes both into the .eml', async () => {
    const payment = await buy([60], 'archivo@correo.test');
    const [row] = await ctx.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, 'archivo@correo.test'));
    expect(row!.text).toContain('Números: 60');
    // The HTML part as the outbox job sends it: its slots filled into the layout (ADR 102).
    expect(row!.html).toBeNull();
    const html = await sentHtml(row!);
    expect(html).toContain('Números');
    expect(html).toContain(payment.ticketCode);

    const transport = createMailTransport({
      smtpUrl: undefined,
      from: 'Rifas <no-reply@rifas.test>',
      dataDir: ctx.dataDir,
      log: silent,
    });
    await sendDueEmails(
      { db: ctx.database.db, now: new Date(), log: silent },
      { transport, batch: 100 },
    );
    const folder = join(ctx.dataDir, 'mail');
    const file = `${String(row!.id).padStart(6, '0')}.eml`;
    expect(await readdir(folder)).toContain(file);
    const eml = await simpleParser(await readFile(join(folder, file)));
    expect(eml.text).toContain(`Tu ticket: https://rifas.example/ticket/${payment.ticketCode}`);
    expect(typeof eml.html === 'string' && eml.html).toContain('Compra recibida');
  });
});
