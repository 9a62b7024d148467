import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonParam, rowsOf } from './sql-rows';
import { purchaseReceivedEmail } from '../modules/purchase/purchase.emails';
import { renderLayout } from '../modules/mail/templates/email-layout';
import { sentHtml } from '../modules/mail/templates/email-html';
import { createTestDatabase, type TestDatabase } from '../test/database';

describe('the outbox keeps a purchase e-mail as the slots of its layout (ADR 102)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('stores ~1 KB in the row, lz4 where the server has it, and sends the whole HTML', async () => {
    const email = await purchaseReceivedEmail({
      shop: {
        name: 'Rifas La Suerte',
        logoUrl: null,
        publicUrl: 'https://rifas.example',
        timeZone: 'America/Caracas',
        supportWhatsapp: '584141234567',
      },
      to: 'ana@correo.test',
      customerName: "Ana D'Ávila",
      addressConfirmed: true,
      raffle: {
        title: 'Moto Bera 2030',
        startNumber: 0,
        endNumber: 999,
        drawDate: new Date('2030-03-16T00:30:00Z'),
        imagePath: `public/${'ab'.repeat(16)}.jpg`,
      },
      numbers: [7, 42, 100],
      amountCents: 1500,
      precioMoneda: {},
      status: 'pending',
      paymentId: 41,
      methodName: 'Pago Móvil',
      referenceNumber: '0042-AB',
      ticketUrl: 'https://rifas.example/ticket/ABCDEFGH12',
    });
    const now = new Date('2026-11-28T12:00:00Z').toISOString();
    await database.db.execute(sql`select rifas_queue_email_under_cap(${email.kind}, ${email.to},
      ${email.to}, ${email.subject}, ${email.text}, ${jsonParam(email.htmlSlots!)}::jsonb,
      ${now}::timestamptz, ${now}::timestamptz - interval '1 hour', 5)`);
    const [row] = rowsOf<{
      html: string | null;
      htmlSlots: unknown;
      stored: number;
      method: string;
      lz4: boolean;
    }>(
      await database.db.execute(sql`select o.html, o.html_slots as "htmlSlots",
          pg_column_size(o.html_slots) as stored, pg_column_compression(o.html_slots) as method,
          exists (select 1 from pg_settings where name = 'default_toast_compression'
            and 'lz4' = any(enumvals)) as lz4
        from outbox_emails o`),
    );
    const whole = await renderLayout(email.htmlSlots!);
    expect(whole.length).toBeGreaterThan(12_000);
    expect(row!.html).toBeNull();
    // The ~12.6 KB of layout took 3.9 KB compressed with lz4, in two TOAST chunks (ADR 097).
    expect(Number(row!.stored)).toBeLessThan(1_600);
    expect(row!.method).toBe(row!.lz4 ? 'lz4' : 'pglz');
    expect(await sentHtml(row!)).toBe(whole);
  });
});
