import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@rifas/shared';
import { auditLog } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { buildUser } from '../../test/factories';
import { parseCsv } from '../../test/csv';
import { buildReviewPayment } from '../../test/payment-factories';
import { buildPaymentMethod, buildRaffle } from '../../test/raffle-factories';

describe('admin payments: export (CSV and XLSX)', () => {
  let ctx: TestContext;
  let admin: { auth: Record<string, string>; user: { id: number; email: string } };
  let raffleId: number;
  let otherRaffleId: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    admin = await buildUser(db, { role: 'admin' });
    raffleId = (await buildRaffle(db, { title: 'Moto; "nueva"' })).id;
    otherRaffleId = (await buildRaffle(db, { title: 'Otra rifa' })).id;
    const method = (await buildPaymentMethod(db, { name: 'Pago Móvil' })).id;
    ids.hostile = (
      await buildReviewPayment(db, {
        raffleId,
        paymentMethodId: method,
        numbers: [7, 3],
        customerName: '=HYPERLINK("http://malo.test","clic")',
        customerId: 'V-12.345.678',
        customerPhone: '+58 412 1234567',
        customerEmail: '@malo@correo.test',
        referenceNumber: '-0099',
        amountCents: 1250,
        createdAt: new Date('2030-01-10T15:30:00Z'),
      })
    ).id;
    ids.completed = (
      await buildReviewPayment(db, {
        raffleId,
        paymentMethodId: method,
        numbers: [10],
        status: 'completed',
        customerName: 'José Pérez',
        createdAt: new Date('2030-01-11T02:00:00Z'),
      })
    ).id;
    ids.other = (
      await buildReviewPayment(db, {
        raffleId: otherRaffleId,
        paymentMethodId: method,
        numbers: [1],
        status: 'failed',
        customerName: 'María Gómez',
      })
    ).id;
  });
  afterAll(() => ctx.close());

  const get = (url: string, headers: Record<string, string> = admin.auth) =>
    ctx.app.inject({ method: 'GET', url: `/api${url}`, headers });

  it('CSV: UTF-8 with BOM, ";" between cells, quoting, formulas neutralised, business time', async () => {
    const res = await get(`/payments/export?format=csv&raffle_id=${raffleId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="pagos-\d{4}-\d\d-\d\d\.csv"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = res.rawPayload.toString('utf8').slice(1);
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual([...messages.payments.exportHeaders]);
    // Newest first: the completed one (11 Jan) then the hostile one (10 Jan).
    expect(rows.map((r) => Number(r[0]))).toEqual([ids.completed, ids.hostile]);
    const hostile = rows[1]!;
    expect(hostile[1]).toBe('2030-01-10 11:30'); // 15:30 UTC in America/Caracas
    expect(hostile[2]).toBe('Moto; "nueva"');
    expect(hostile[3]).toBe('03, 07');
    expect(hostile[4]).toBe(`'=HYPERLINK("http://malo.test","clic")`);
    expect(hostile[6]).toBe("'@malo@correo.test");
    expect(hostile[7]).toBe("'+58 412 1234567");
    expect(hostile[9]).toBe("'-0099");
    expect(hostile[11]).toBe('12,5');
    expect(hostile[12]).toBe('VES 182,50');
    expect(hostile[13]).toBe('Pendiente');
    // The raw bytes: the quoted title and a neutralised cell exactly as written.
    expect(text).toContain(';"Moto; ""nueva""";');
    expect(text).toContain(`;"'=HYPERLINK(""http://malo.test"",""clic"")";`);
    expect(rows[0]![1]).toBe('2030-01-10 22:00'); // 02:00 UTC on the 11th is the 10th in Caracas
  });

  it('applies the filters and the search of the list', async () => {
    const idsOf = async (query: string) => {
      const res = await get(`/payments/export?format=csv&${query}`);
      expect(res.statusCode).toBe(200);
      return parseCsv(res.rawPayload.toString('utf8').slice(1))
        .slice(1)
        .map((r) => Number(r[0]));
    };
    expect(await idsOf('status=completed')).toEqual([ids.completed]);
    expect(await idsOf(`raffle_id=${otherRaffleId}`)).toEqual([ids.other]);
    expect(await idsOf('search=jose')).toEqual([ids.completed]);
    expect(await idsOf('search=12345678')).toEqual([ids.hostile]);
    expect(await idsOf('status=refunded')).toEqual([]);
  });

  it('XLSX parsed back: numbers as numbers, dates as business time, text neutralised', async () => {
    const res = await get(`/payments/export?format=xlsx&raffle_id=${raffleId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Pagos')!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...messages.payments.exportHeaders]);
    expect(sheet.rowCount).toBe(3);
    const row = sheet.getRow(3);
    expect(row.getCell(1).value).toBe(ids.hostile);
    expect(row.getCell(2).value).toEqual(new Date('2030-01-10T11:30:00Z'));
    // Shown as a date and time, not as a serial number; the header row in bold.
    expect(row.getCell(2).numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(row.getCell(1).numFmt).toBeUndefined();
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(row.getCell(5).value).toBe(`'=HYPERLINK("http://malo.test","clic")`);
    expect(row.getCell(12).value).toBe(12.5);
    expect(row.getCell(14).value).toBe('Pendiente');
  });

  it('is audit-logged: who, the filters and when', async () => {
    await get(`/payments/export?format=xlsx&status=pending&search=V-12`);
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'payment.export'));
    const last = entries.at(-1)!;
    expect(last.actorId).toBe(admin.user.id);
    expect(last.actorEmail).toBe(admin.user.email);
    expect(last.details).toEqual({
      format: 'xlsx',
      status: 'pending',
      raffle_id: null,
      stale: false,
      search: true,
    });
    expect(last.createdAt).toBeInstanceOf(Date);
  });

  it('admin only: a guest gets 401, a user 403; a bad format is a Spanish 400', async () => {
    expect((await get('/payments/export?format=csv', {})).statusCode).toBe(401);
    const user = await buildUser(ctx.database.db);
    expect((await get('/payments/export?format=csv', user.auth)).statusCode).toBe(403);
    const bad = await get('/payments/export?format=pdf');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(messages.common.exportFormatInvalid);
  });
});
