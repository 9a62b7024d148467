import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@rifas/shared';
import { auditLog } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { parseCsv } from '../../test/csv';
import { buildUser } from '../../test/factories';
import { buildReviewPayment } from '../../test/payment-factories';
import { buildRaffle } from '../../test/raffle-factories';

describe("admin raffles: the buyers export ('Compradores')", () => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof buildUser>>;
  let raffleId: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    admin = await buildUser(db, { role: 'admin' });
    raffleId = (await buildRaffle(db, { startNumber: 0, endNumber: 999 })).id;
    await buildReviewPayment(db, {
      raffleId,
      numbers: [42, 5],
      status: 'completed',
      customerName: 'Ana Díaz',
      customerId: 'V-1111111',
      customerPhone: '0412-1111111',
      customerEmail: 'ana@correo.test',
      createdAt: new Date('2030-02-01T12:00:00Z'),
    });
    await buildReviewPayment(db, {
      raffleId,
      numbers: [7],
      customerName: '+cmd|calc',
      createdAt: new Date('2030-02-02T12:00:00Z'),
    });
    // A rejected payment holds no number: it is not a buyer of the raffle.
    await buildReviewPayment(db, { raffleId, numbers: [8], status: 'failed' });
    // Another raffle's buyer never shows.
    const other = await buildRaffle(db);
    await buildReviewPayment(db, { raffleId: other.id, numbers: [1], status: 'completed' });
  });
  afterAll(() => ctx.close());

  const get = (url: string, headers: Record<string, string> = admin.auth) =>
    ctx.app.inject({ method: 'GET', url: `/api${url}`, headers });

  it('CSV: one row per held number in number order, with its buyer and payment status', async () => {
    const res = await get(`/raffles/${raffleId}/buyers/export?format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`filename="compradores-rifa-${raffleId}-\\d{4}-\\d\\d-\\d\\d\\.csv"`),
    );
    expect(res.rawPayload.subarray(0, 3).toString('hex')).toBe('efbbbf');
    const [header, ...rows] = parseCsv(res.rawPayload.toString('utf8').slice(1));
    expect(header).toEqual([...messages.raffles.buyersExportHeaders]);
    expect(rows).toEqual([
      [
        '005',
        'Ana Díaz',
        'V-1111111',
        '0412-1111111',
        'ana@correo.test',
        'Completado',
        '2030-02-01 08:00',
      ],
      [
        expect.any(String),
        "'+cmd|calc",
        expect.any(String),
        expect.any(String),
        expect.any(String),
        'Pendiente',
        '2030-02-02 08:00',
      ],
      [
        '042',
        'Ana Díaz',
        'V-1111111',
        '0412-1111111',
        'ana@correo.test',
        'Completado',
        '2030-02-01 08:00',
      ],
    ]);
    expect(rows[1]![0]).toBe('007');
  });

  it('XLSX parsed back', async () => {
    const res = await get(`/raffles/${raffleId}/buyers/export?format=xlsx`);
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Compradores')!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...messages.raffles.buyersExportHeaders]);
    expect(sheet.getColumn(1).values.slice(2)).toEqual(['005', '007', '042']);
    expect(sheet.getRow(2).getCell(7).value).toEqual(new Date('2030-02-01T08:00:00Z'));
  });

  it('is audit-logged with the raffle and the format', async () => {
    await get(`/raffles/${raffleId}/buyers/export?format=csv`);
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'raffle.buyers_export'));
    const last = entries.at(-1)!;
    expect(last.actorId).toBe(admin.user.id);
    expect(last.entityId).toBe(String(raffleId));
    expect(last.details).toEqual({ format: 'csv' });
  });

  it('admin only; an unknown raffle is a Spanish 404', async () => {
    const url = `/raffles/${raffleId}/buyers/export?format=csv`;
    expect((await get(url, {})).statusCode).toBe(401);
    expect((await get(url, (await buildUser(ctx.database.db)).auth)).statusCode).toBe(403);
    const missing = await get('/raffles/999999/buyers/export?format=csv');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(messages.raffles.notFound);
    expect((await get(`/raffles/${raffleId}/buyers/export`)).statusCode).toBe(400);
  });
});
