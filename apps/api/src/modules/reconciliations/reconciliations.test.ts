import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, payments, reconciliations, statementClaims } from '../../db/schema';
import { jobContext } from '../../context';
import { createTestApp, type TestContext } from '../../test/app';
import { buildCurrency } from '../../test/currencies';
import { buildUser } from '../../test/factories';
import { startSmtpServer } from '../../test/mail';
import { buildReviewPayment, deliverMailTo } from '../../test/payment-factories';
import { buildRaffle, multipartBody, buildPaymentMethod } from '../../test/raffle-factories';
import { deleteExpiredStatements } from './reconciliations.service';

const NOW = new Date('2026-11-26T15:00:00Z');
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const samplePayments = JSON.parse(fixture('sample-payments.json').toString()) as {
  reference_typed_by_buyer: string;
  amount_bs: number;
  date: string;
}[];

type Pair = {
  payment: { id: number; amount_cents: number };
  line: { line: number; amount_cents: number; reference: string };
};
type Groups = {
  match: Pair[];
  amount_mismatch: Pair[];
  reference_used: Pair[];
  unclaimed_credits: { reference: string }[];
  unmatched_payments: { id: number }[];
};

describe("'Conciliar': a bank statement against the pending payments", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof buildUser>>;
  let currencyCode: string;
  let methodId: number;
  let raffleId: number;
  let nextNumber = 1;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestApp({ clock: () => NOW, env: { SMTP_URL: smtp.url } });
    admin = await buildUser(ctx.database.db, { role: 'admin' });
    const currency = await buildCurrency(ctx.database.db, { simbolo: 'Bs', precio: 36.5 });
    currencyCode = currency.codigo;
    methodId = (await buildPaymentMethod(ctx.database.db, { monedaId: currency.id })).id;
    raffleId = (await buildRaffle(ctx.database.db, { endNumber: 999 })).id;
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  /** A pending Pago Móvil payment due `bs` bolívares at its saved rate. */
  const pendingPayment = (reference: string, bs: number, paymentDate = '2026-11-25') =>
    buildReviewPayment(ctx.database.db, {
      raffleId,
      numbers: [nextNumber++],
      paymentMethodId: methodId,
      referenceNumber: reference,
      paymentDate,
      amountCents: Math.round((bs / 36.5) * 100),
      precioMoneda: { [currencyCode]: { rate: 36.5, unit: bs, total: bs, simbolo: 'Bs' } },
    });

  const upload = (
    name: string,
    content: Buffer,
    fields: Record<string, string> = {},
    auth = admin.auth,
  ) => {
    const body = multipartBody(fields, [{ field: 'file', filename: name, content }]);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/reconciliations',
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    });
  };
  const validate = (id: number, auth = admin.auth, payload?: object) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/reconciliations/${id}/validate`,
      headers: auth,
      ...(payload ? { payload } : {}),
    });

  /** Only what concerns these payments (other tests' payments stay pending in the same database). */
  const ofPayments = (groups: Groups, ids: number[]) => ({
    match: groups.match
      .filter((p) => ids.includes(p.payment.id))
      .map((p) => p.payment.id)
      .sort((a, b) => a - b),
    amount_mismatch: groups.amount_mismatch
      .filter((p) => ids.includes(p.payment.id))
      .map((p) => p.payment.id),
    reference_used: groups.reference_used
      .filter((p) => ids.includes(p.payment.id))
      .map((p) => p.payment.id),
    unmatched_payments: groups.unmatched_payments
      .filter((p) => ids.includes(p.id))
      .map((p) => p.id),
  });

  // The first statement starts the worker thread (bundled from the sources here, ADR 089).
  it('matches the ten sample payments in every layout; validates them once, each e-mailed once with its line audited', async () => {
    const built: Awaited<ReturnType<typeof pendingPayment>>[] = [];
    for (const p of samplePayments)
      built.push(await pendingPayment(p.reference_typed_by_buyer, p.amount_bs, p.date));
    const ids = built.map((p) => p.id);
    const files = [
      'sample-banesco.qif',
      'sample-mercantil.txt',
      'sample-bdv.txt',
      'sample-provincial.csv',
      'sample-generic.csv',
    ];
    let last = 0;
    for (const name of files) {
      const res = await upload(name, fixture(name));
      expect(res.statusCode, name).toBe(201);
      const body = res.json() as { id: number; file_name: string; groups: Groups };
      expect(body.file_name).toBe(name);
      expect(ofPayments(body.groups, ids), name).toEqual({
        match: [...ids].sort((a, b) => a - b),
        amount_mismatch: [],
        reference_used: [],
        unmatched_payments: [],
      });
      // The three transfers nobody claims; the IGTF debits are not credits at all.
      expect(
        body.groups.unclaimed_credits.map((l) => l.reference.replace(/^0+/, '')).sort(),
      ).toEqual(['93194123', '96525133', '98088841']);
      last = body.id;
    }

    const done = await validate(last);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ failed: [] });
    expect([...(done.json() as { done: number[] }).done].sort((a, b) => a - b)).toEqual(ids);
    const rows = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.raffleId, raffleId));
    expect(rows.filter((r) => ids.includes(r.id)).every((r) => r.status === 'completed')).toBe(
      true,
    );
    for (const payment of built) {
      const mail = await deliverMailTo(ctx, smtp, payment.customerEmail);
      expect(mail, payment.customerEmail).toHaveLength(1);
    }
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'payment.validate'));
    const first = audit.find((a) => a.entityId === String(built[0]!.id));
    expect(first?.details).toMatchObject({
      statement_line: {
        file_name: 'sample-generic.csv',
        line: 2,
        date: '2026-11-24',
        reference: '000044120000',
        amount_cents: 7300,
      },
    });

    // The same statement again, and an overlapping one in another layout: nothing twice.
    for (const name of ['sample-generic.csv', 'sample-mercantil.txt']) {
      const again = await upload(name, fixture(name));
      const groups = (again.json() as { groups: Groups }).groups;
      expect(groups.match).toEqual([]);
      expect(groups.unclaimed_credits).toHaveLength(3);
      expect((await validate((again.json() as { id: number }).id)).json()).toEqual({
        done: [],
        failed: [],
      });
    }
    expect(await ctx.database.db.select().from(statementClaims)).toHaveLength(10);
  }, 60_000);

  it('lands each generated case in its group and validates only the exact matches', async () => {
    const matched = await pendingPayment('61020301', 100);
    const withinCent = await pendingPayment('610204', 100);
    const wrongAmount = await pendingPayment('610205', 200);
    const twinA = await pendingPayment('610206', 300);
    const twinB = await pendingPayment('610206', 300);
    const noLine = await pendingPayment('610207', 400);
    const outOfWindow = await pendingPayment('610208', 500, '2026-11-18');
    const ids = [matched, withinCent, wrongAmount, twinA, twinB, noLine, outOfWindow].map(
      (p) => p.id,
    );
    const csv = [
      'Referencia,Crédito,Fecha,Débito',
      '0061020301,"100,00",25/11/2026,"0,00"',
      '9900610204,"100,01",26/11/2026,"0,00"',
      '0000610205,"190,00",25/11/2026,"0,00"',
      '0000610206,"300,00",25/11/2026,"0,00"',
      '0000610208,"500,00",25/11/2026,"0,00"',
      '0000610209,"600,00",25/11/2026,"0,00"',
      '0000610210,"0,00",25/11/2026,"3,00"',
    ].join('\r\n');
    const res = await upload('generado.csv', Buffer.from(csv));
    expect(res.statusCode).toBe(201);
    const { id, groups } = res.json() as { id: number; groups: Groups };
    expect(ofPayments(groups, ids)).toEqual({
      match: [matched.id, withinCent.id],
      amount_mismatch: [wrongAmount.id],
      reference_used: [twinA.id, twinB.id],
      unmatched_payments: [noLine.id, outOfWindow.id],
    });
    const mismatch = groups.amount_mismatch.find((p) => p.payment.id === wrongAmount.id)!;
    expect([mismatch.payment.amount_cents, mismatch.line.amount_cents]).toEqual([20000, 19000]);
    expect(groups.unclaimed_credits.map((l) => l.reference)).toEqual(['0000610208', '0000610209']);

    // A part at a time, as the screen sends them to show its progress.
    const bad = await validate(id, admin.auth, { payment_ids: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Indica los pagos a validar');
    const part = await validate(id, admin.auth, { payment_ids: [withinCent.id, twinA.id] });
    expect(part.json()).toEqual({
      done: [withinCent.id],
      failed: [
        {
          id: twinA.id,
          error: 'Ese pago no está entre las coincidencias de este estado de cuenta',
        },
      ],
    });
    const rest = await validate(id, admin.auth, { payment_ids: [matched.id] });
    expect(rest.json()).toEqual({ done: [matched.id], failed: [] });
    const status = async (paymentId: number) =>
      (await ctx.database.db.select().from(payments).where(eq(payments.id, paymentId)))[0]!.status;
    expect(await status(twinA.id)).toBe('pending');
    expect(await status(twinB.id)).toBe('pending');
    expect(await status(wrongAmount.id)).toBe('pending');
  });

  it('reads an XLSX with the column map the operator chose, and saves the map under its name', async () => {
    const payment = await pendingPayment('730011', 146);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Movimientos');
    sheet.addRow(['Bancaribe — cuenta corriente']);
    sheet.addRow(['F. Operación', 'Nº Documento', 'Concepto', 'Abonos', 'Cargos']);
    sheet.addRow([new Date(Date.UTC(2026, 10, 25)), '0000730011', 'PAGO MOVIL', 146, null]);
    sheet.addRow([new Date(Date.UTC(2026, 10, 25)), '0000730012', 'COMISION', null, 2]);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());

    const unknown = await upload('bancaribe.xlsx', content);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      error:
        'No reconocemos el formato de este archivo. Elige qué columna es la fecha, la referencia y el monto.',
      headers: ['F. Operación', 'Nº Documento', 'Concepto', 'Abonos', 'Cargos'],
    });

    const mapping = {
      name: 'Bancaribe',
      date: 'F. Operación',
      reference: 'Nº Documento',
      description: 'Concepto',
      credit: 'Abonos',
      debit: 'Cargos',
      decimal: 'comma',
    };
    const mapped = await upload('bancaribe.xlsx', content, { mapping: JSON.stringify(mapping) });
    expect(mapped.statusCode).toBe(201);
    expect(mapped.json()).toMatchObject({ format: 'mapped' });
    expect(ofPayments((mapped.json() as { groups: Groups }).groups, [payment.id]).match).toEqual([
      payment.id,
    ]);
    const saved = await ctx.app.inject({
      method: 'GET',
      url: '/api/reconciliations/mappings',
      headers: admin.auth,
    });
    expect(saved.json()).toMatchObject({
      mappings: [{ name: 'Bancaribe', mapping: { credit: 'Abonos' } }],
    });
  });

  it('refuses bad input with a Spanish 4xx and keeps nothing', async () => {
    const before = (await ctx.database.db.select().from(reconciliations)).length;
    const noFile = multipartBody({ note: 'x' });
    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/api/reconciliations',
      headers: { ...admin.auth, ...noFile.headers },
      payload: noFile.payload,
    });
    expect(empty.json()).toMatchObject({ error: 'Elige el archivo del estado de cuenta' });
    const badJson = await upload('x.csv', Buffer.from('a;b\n1;2'), { mapping: '{nope' });
    expect([badJson.statusCode, badJson.json().error]).toEqual([
      400,
      'El mapa de columnas no es válido',
    ]);
    const noAmount = await upload('x.csv', Buffer.from('a;b\n1;2'), {
      mapping: JSON.stringify({ date: 'a', reference: 'b' }),
    });
    expect(noAmount.json().error).toBe('Elige la columna del crédito o del monto');
    const missing = await upload('x.csv', Buffer.from('a;b;c\n1;2;3'), {
      mapping: JSON.stringify({ date: 'Fecha', reference: 'b', credit: 'c' }),
    });
    expect(missing.json().error).toBe('No encontramos esas columnas en el archivo');
    const noCredits = await upload(
      'x.csv',
      Buffer.from('Fecha;Referencia;Crédito\n01/11/2026;1234;0,00'),
    );
    expect(noCredits.json().error).toBe('El estado de cuenta no trae créditos');
    const binary = await upload('x.xlsx', Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5]));
    expect(binary.statusCode).toBe(400);
    expect((await validate(999_999)).statusCode).toBe(404);
    expect((await ctx.database.db.select().from(reconciliations)).length).toBe(before);
  });

  it('is for admins only', async () => {
    const user = await buildUser(ctx.database.db, { role: 'user' });
    const file = fixture('sample-generic.csv');
    expect((await upload('s.csv', file, {}, {} as typeof admin.auth)).statusCode).toBe(401);
    expect((await upload('s.csv', file, {}, user.auth)).statusCode).toBe(403);
    expect((await validate(1, user.auth)).statusCode).toBe(403);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/reconciliations/mappings',
      headers: user.auth,
    });
    expect(list.statusCode).toBe(403);
  });

  it('keeps the file private and deletes it after 30 days', async () => {
    const res = await upload('sample-bdv.txt', fixture('sample-bdv.txt'));
    const id = (res.json() as { id: number }).id;
    const [row] = await ctx.database.db
      .select()
      .from(reconciliations)
      .where(eq(reconciliations.id, id));
    expect(row!.fileKey).toMatch(/^private\//);
    const storage = ctx.app.storage;
    expect(await storage.readFile(row!.fileKey!)).toEqual(fixture('sample-bdv.txt'));
    const job = jobContext(ctx.app);
    await deleteExpiredStatements({ ...job, now: new Date(NOW.getTime() + 29 * 86_400_000) });
    expect(await storage.readFile(row!.fileKey!)).toBeTruthy();
    await deleteExpiredStatements({ ...job, now: new Date(NOW.getTime() + 31 * 86_400_000) });
    await expect(storage.readFile(row!.fileKey!)).rejects.toThrow();
    const [after] = await ctx.database.db
      .select()
      .from(reconciliations)
      .where(eq(reconciliations.id, id));
    expect(after!.fileKey).toBeNull();
  });
});
