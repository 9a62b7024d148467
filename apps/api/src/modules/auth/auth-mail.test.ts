import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { linkToken } from '../../test/auth-factories';
import { startSmtpServer } from '../../test/mail';
import { sendDueEmails } from '../mail/outbox.service';
import { createMailTransport } from '../mail/transport';

const silent = { warn: () => undefined, info: () => undefined };

describe('accounts: e-mails delivered through SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let ctx: TestContext;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://rifas.example' } });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  /** Runs the outbox worker once and returns what the SMTP server received for `to`. */
  async function deliver(to: string) {
    const transport = createMailTransport({
      smtpUrl: ctx.config.smtpUrl,
      from: ctx.config.mailFrom,
      dataDir: ctx.dataDir,
      log: silent,
    });
    try {
      await sendDueEmails({ db: ctx.database.db, now: new Date(), log: silent }, { transport });
    } finally {
      transport.close();
    }
    const mail = smtp.received.filter((m) => m.to.includes(to)).at(-1);
    if (!mail) throw new Error(`no e-mail reached ${to}`);
    return mail;
  }

  it('delivers a working verification link built from PUBLIC_URL', async () => {
    const register = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { host: 'evil.example' },
      payload: { full_name: 'Carla Núñez', email: 'carla@correo.test', password: 'mi-clave-larga' },
    });
    expect(register.statusCode).toBe(201);

    const mail = await deliver('carla@correo.test');
    expect(mail.subject).toContain('Verifica tu email');
    // Nobody confirmed the address yet: the name typed stays out (ADR 084).
    expect(mail.text).toContain('Hola:');
    expect(mail.text).not.toContain('Carla');
    expect(mail.text).toContain('https://rifas.example/verify-email?token=');
    expect(mail.text).not.toContain('evil.example');
    const token = linkToken(mail.text, 'verify-email');

    const verify = await ctx.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=${token}`,
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().success).toBe(true);
  });

  it('delivers a working reset link', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { full_name: 'Raúl', email: 'raul@correo.test', password: 'clave-vieja-1' },
    });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'raul@correo.test' },
    });

    const mail = await deliver('raul@correo.test');
    expect(mail.subject).toContain('Restablece'); // the rest is a MIME encoded-word
    expect(mail.text).toContain('https://rifas.example/reset-password?token=');
    const token = linkToken(mail.text, 'reset-password');

    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'clave-nueva-2' },
    });
    expect(reset.statusCode).toBe(200);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'raul@correo.test', password: 'clave-nueva-2' },
    });
    expect(login.statusCode).toBe(200);
  });
});
