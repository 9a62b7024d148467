import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { startSmtpServer } from '../../test/mail';
import { queueEmail, sendDueEmails } from './outbox.service';
import type { EmailContent } from './templates/email-content';
import { renderHtml } from './templates/email-html';
import { renderEmail } from './templates/render-email';
import { createMailTransport } from './transport';

const silent = { warn: () => undefined, info: () => undefined };

const shop = {
  name: 'Rifas "La Suerte" \\ Ñ',
  logoUrl: null,
  publicUrl: 'https://rifas.example',
  timeZone: 'America/Caracas',
  supportWhatsapp: '584141234567',
};

/** One content of each layout shape, with what JSON, SQL and HTML each treat specially. */
function contents(): EmailContent[] {
  const tricky = `Ana "D'Ávila" <script>x</script> \\ %%FACTS%% \u2028 🎟️ $1`;
  const base = {
    shop,
    preview: `Compra ${tricky}`,
    greeting: `Hola ${tricky},`,
    intro: ['Recibimos tu compra.', tricky],
    closing: ['¡Gracias por participar!'],
  };
  const action = {
    label: 'Ver mi ticket',
    url: 'https://rifas.example/ticket/AB12',
    line: 'Tu ticket: {url}',
  };
  const image = { url: 'https://rifas.example/uploads/ab.jpg', alt: tricky };
  return [
    {
      ...base,
      kind: 'payment_rejected',
      to: 'compra@correo.test',
      subject: `Pago rechazado: ${tricky}`,
      image,
      notice: { label: 'Motivo', value: tricky },
      facts: [
        { label: 'Números', value: '007, 042' },
        { label: 'Estado', value: 'Rechazado', tone: 'bad' },
      ],
      action,
    },
    {
      ...base,
      kind: 'verify_email',
      to: 'cuenta@correo.test',
      subject: 'Verifica tu email',
      action,
    },
    { ...base, kind: 'draw_winner', to: 'ganador@correo.test', subject: '¡Ganaste!', image },
    { ...base, kind: 'notice', to: 'aviso@correo.test', subject: 'Aviso', facts: [] },
  ];
}

describe('an e-mail is sent byte for byte as renderHtml makes it (ADR 102)', () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestApp({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('with and without picture and button, whatever the text holds', async () => {
    const db = ctx.database.db;
    for (const content of contents()) await queueEmail(db, await renderEmail(content));
    const transport = createMailTransport({
      smtpUrl: smtp.url,
      from: 'Rifas <no-reply@rifas.test>',
      dataDir: ctx.dataDir,
      log: silent,
    });
    try {
      expect(await sendDueEmails({ db, now: new Date(), log: silent }, { transport })).toBe(4);
    } finally {
      transport.close();
    }
    for (const content of contents()) {
      const mail = smtp.received.find((m) => m.to.includes(content.to));
      expect(mail!.html, content.kind).toBe(await renderHtml(content));
    }
  });
});
