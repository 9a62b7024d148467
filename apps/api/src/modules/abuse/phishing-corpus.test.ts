import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { buildUser } from '../../test/factories';
import { startSmtpServer, type ReceivedMail } from '../../test/mail';
import { buyerPayment, postPurchase } from '../../test/number-factories';
import { deliverMailTo } from '../../test/payment-factories';
import { buildPaymentMethod, buildRaffle } from '../../test/raffle-factories';

/**
 * Issue 46, point 4: phishing without a URL. A stranger types a victim's address
 * into a purchase or a registration and the text the shop's e-mail would carry.
 * Look-alike letters are refused; what is left (a phone in the reference, a plain
 * lure as a name) reaches the victim without that text, since nobody confirmed the
 * address; and one sender reaches only so many strangers an hour (ADR 084).
 */
const NAME_REFUSED = 'El nombre solo puede tener letras, espacios, puntos, apóstrofos y guiones';
const REFERENCE_REFUSED = 'La referencia solo puede tener letras, números y guiones';
const LOOK_ALIKE_URL = 'httpsꓽᐟᐟpremiosꓸrifaꓸexampleᐟcobrar';
const LURE = 'Tu cuenta sera suspendida responde a este correo con tu clave';
const PHONE_REFERENCE = 'Llama 0414 555 0101';
/** What must reach no stranger, whichever part of the corpus carried it. */
const CORPUS_WORDS = ['0414', '555 0101', 'Llama', 'suspendida', 'premios', 'ꓽ', 'ᐟ', 'ꓸ', 'clave'];
const SENDER_CAP = 3;

function expectNoCorpus(mail: ReceivedMail) {
  for (const word of CORPUS_WORDS) {
    expect(mail.text, word).not.toContain(word);
    expect(mail.html, word).not.toContain(word);
    expect(mail.subject, word).not.toContain(word);
  }
}

describe('phishing without a URL reaches no stranger', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let ctx: TestContext;
  let methodId: number;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestApp({
      env: {
        SMTP_URL: smtp.url,
        PUBLIC_URL: 'https://rifas.example',
        PURCHASE_EMAILS_PER_SENDER_PER_HOUR: String(SENDER_CAP),
      },
    });
    methodId = (await buildPaymentMethod(ctx.database.db)).id;
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  const buy = async (
    raffleId: number,
    number: number,
    fields: Record<string, string>,
    options: { remoteAddress?: string; headers?: Record<string, string> } = {},
  ) =>
    postPurchase(ctx.app, raffleId, {
      numbers: [number],
      payment: buyerPayment(methodId, fields),
      ...options,
    });

  it.each([
    ['the look-alike URL', LOOK_ALIKE_URL],
    ['U+A4FD (ꓽ) alone', 'Ana ꓽ Pérez'],
    ['U+141F (ᐟ) alone', 'Ana ᐟ Pérez'],
    ['U+A4F8 (ꓸ) alone', 'Anaꓸ Pérez'],
    ['a Cyrillic look-alike', 'Аna Pérez'],
    ['a dot after a word', 'premios. example'],
  ])('a name with %s is refused with a Spanish 400, nothing queued', async (_, name) => {
    const raffle = await buildRaffle(ctx.database.db);
    const before = (await ctx.database.db.select().from(outboxEmails)).length;
    const res = await buy(raffle.id, 1, {
      customer_name: name,
      customer_email: 'victima@correo.test',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(NAME_REFUSED);
    const register = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { full_name: name, email: 'victima@correo.test', password: 'una-clave-larga' },
    });
    expect(register.statusCode).toBe(400);
    expect(register.json().error).toBe(NAME_REFUSED);
    expect((await ctx.database.db.select().from(outboxEmails)).length).toBe(before);
  });

  it('a reference spelled with look-alike letters is refused', async () => {
    const raffle = await buildRaffle(ctx.database.db);
    const res = await buy(raffle.id, 1, { reference_number: LOOK_ALIKE_URL });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(REFERENCE_REFUSED);
  });

  it('real names still go through: accents, ñ, initials, abbreviations', async () => {
    const raffle = await buildRaffle(ctx.database.db);
    const names = ["María José D'Ávila-Núñez", 'J. R. Peña', 'Ma. Lcda. Gómez', 'Nguyễn Văn An'];
    for (const [i, name] of names.entries()) {
      const res = await buy(
        raffle.id,
        i + 1,
        { customer_name: name },
        { remoteAddress: `10.9.0.${i + 1}` },
      );
      expect(res.statusCode, name).toBe(201);
    }
  });

  it('the corpus bought in strangers’ names reaches them without its text', async () => {
    const raffle = await buildRaffle(ctx.database.db, { endNumber: 99 });
    const victims = ['victima1@correo.test', 'victima2@correo.test'];
    // Each from its own address, so the sender's cap is not what keeps the text out.
    const first = await buy(
      raffle.id,
      1,
      { customer_email: victims[0]!, customer_name: LURE, reference_number: PHONE_REFERENCE },
      { remoteAddress: '10.1.0.1' },
    );
    expect(first.statusCode).toBe(201);
    const second = await buy(
      raffle.id,
      2,
      {
        customer_email: victims[1]!,
        customer_name: 'Premios Example',
        reference_number: 'premios example',
      },
      { remoteAddress: '10.1.0.2' },
    );
    expect(second.statusCode).toBe(201);
    for (const victim of victims) {
      const mails = await deliverMailTo(ctx, smtp, victim);
      expect(mails.length, victim).toBe(1);
      expect(mails[0]!.subject).toContain('Compra recibida');
      expect(mails[0]!.text).toContain('Hola,');
      expect(mails[0]!.text).not.toContain('Referencia');
      expectNoCorpus(mails[0]!);
    }
  });

  it('a registration with a lure as its name greets nobody by it, twice', async () => {
    for (let i = 0; i < 2; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { full_name: LURE, email: 'registro@correo.test', password: 'una-clave-larga' },
      });
      expect(res.statusCode).toBe(201);
    }
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'registro@correo.test' },
    });
    expect(reset.statusCode).toBe(200);
    const mails = await deliverMailTo(ctx, smtp, 'registro@correo.test');
    // Verification, "ya tienes una cuenta", reset: none says the name typed.
    expect(mails.map((m) => m.subject.split(' ')[0]).sort()).toEqual([
      'Restablece',
      'Verifica',
      'Ya',
    ]);
    for (const mail of mails) expectNoCorpus(mail);
  });

  it('the buyer’s own verified address gets their name and reference', async () => {
    const raffle = await buildRaffle(ctx.database.db);
    const buyer = await buildUser(ctx.database.db, {
      email: 'propia@correo.test',
      fullName: 'Rosa Díaz',
    });
    const res = await buy(
      raffle.id,
      3,
      {
        customer_email: 'propia@correo.test',
        customer_name: 'Rosa Díaz',
        reference_number: '0042 AB',
      },
      { headers: buyer.auth, remoteAddress: '10.2.0.1' },
    );
    expect(res.statusCode).toBe(201);
    const [mail] = await deliverMailTo(ctx, smtp, 'propia@correo.test');
    expect(mail!.text).toContain('Hola Rosa Díaz,');
    expect(mail!.text).toContain('0042 AB');
  });

  it('one sender reaches at most its hourly cap of strangers; the purchases still count', async () => {
    const raffle = await buildRaffle(ctx.database.db, { endNumber: 99 });
    const sender = '10.3.0.1';
    const to = (i: number) => `lote${i}@correo.test`;
    for (let i = 0; i < SENDER_CAP + 2; i += 1) {
      const res = await buy(
        raffle.id,
        10 + i,
        { customer_email: to(i) },
        { remoteAddress: sender },
      );
      expect(res.statusCode).toBe(201);
    }
    await deliverMailTo(ctx, smtp, to(0));
    const reached = smtp.received.filter((m) => m.to.some((t) => t.startsWith('lote')));
    expect(reached.length).toBe(SENDER_CAP);
    // Another address is not held back by this one's count.
    const other = await buy(
      raffle.id,
      50,
      { customer_email: 'vecino@correo.test' },
      { remoteAddress: '10.3.0.2' },
    );
    expect(other.statusCode).toBe(201);
    expect((await deliverMailTo(ctx, smtp, 'vecino@correo.test')).length).toBe(1);
  });
});
