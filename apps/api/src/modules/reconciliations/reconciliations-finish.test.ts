import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, type TestContext } from '../../test/app';
import { buildCurrency } from '../../test/currencies';
import { buildUser } from '../../test/factories';
import { startSmtpServer } from '../../test/mail';
import { buildReviewPayment } from '../../test/payment-factories';
import { buildPaymentMethod, buildRaffle, multipartBody } from '../../test/raffle-factories';

/** Issue 41, point 2: what 'Conciliar' lacked when tried as an operator would. */
const NOW = new Date('2026-11-26T15:00:00Z');
const NOT_A_STATEMENT =
  'Ese archivo es un PDF o una imagen: descarga el estado de cuenta en Excel, CSV o texto desde tu banca en línea';

type Pair = { payment: { id: number; customer_phone?: string }; line: { amount_cents: number } };
type Groups = Record<'match' | 'amount_mismatch' | 'validated_mismatch', Pair[]> & {
  unclaimed_credits: { reference: string }[];
};

describe("'Conciliar' finished (issue 41)", () => {
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

  const payment = (reference: string, bs: number, status: 'pending' | 'completed' = 'pending') =>
    buildReviewPayment(ctx.database.db, {
      raffleId,
      status,
      numbers: [nextNumber++],
      paymentMethodId: methodId,
      referenceNumber: reference,
      paymentDate: '2026-11-25',
      customerPhone: '0414-555-1234',
      createdAt: new Date('2026-11-25T14:00:00Z'),
      amountCents: Math.round((bs / 36.5) * 100),
      precioMoneda: { [currencyCode]: { rate: 36.5, unit: bs, total: bs, simbolo: 'Bs' } },
    });

  const upload = (name: string, content: Buffer, fields: Record<string, string> = {}) => {
    const body = multipartBody(fields, [{ field: 'file', filename: name, content }]);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/reconciliations',
      headers: { ...admin.auth, ...body.headers },
      payload: body.payload,
    });
  };

  it('refuses a PDF or an image by its first bytes, whatever its name, with no column map', async () => {
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    const jpeg = await sharp(png).jpeg().toBuffer();
    const webp = await sharp(png).webp().toBuffer();
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n');
    for (const [name, bytes] of [
      ['estado.pdf', pdf],
      ['estado.csv', pdf],
      ['captura.png', png],
      ['captura.txt', jpeg],
      ['captura.webp', webp],
    ] as const) {
      const res = await upload(name, bytes);
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toEqual({ error: NOT_A_STATEMENT, message: NOT_A_STATEMENT });
    }
  });

  it('guesses the usual headers, shows the first 5 rows, and reads the next file with the saved map by itself', async () => {
    const mine = await payment('77120001', 250);
    const csv = [
      'Banco Ejemplo - Movimientos de la cuenta',
      'F. Operación;Fecha valor;Nro. Ref.;Concepto;Cargos;Abonos;Saldo',
      '25/11/2026;25/11/2026;0077120001;PAGO MOVIL;0,00;250,00;1.250,00',
      '25/11/2026;25/11/2026;0077120002;PAGO MOVIL;0,00;10,00;1.260,00',
      '25/11/2026;25/11/2026;0077120003;COMISION;1,50;0,00;1.258,50',
      '25/11/2026;25/11/2026;0077120004;PAGO MOVIL;0,00;20,00;1.278,50',
      '25/11/2026;25/11/2026;0077120005;PAGO MOVIL;0,00;30,00;1.308,50',
      '25/11/2026;25/11/2026;0077120006;PAGO MOVIL;0,00;40,00;1.348,50',
    ].join('\r\n');
    const first = await upload('banco.csv', Buffer.from(csv));
    expect(first.statusCode).toBe(400);
    const proposal = first.json() as { error: string; rows: string[][] };
    expect(proposal).toMatchObject({
      error:
        'No reconocemos el formato de este archivo. Elige qué columna es la fecha, la referencia y el monto.',
      headers: [
        'F. Operación',
        'Fecha valor',
        'Nro. Ref.',
        'Concepto',
        'Cargos',
        'Abonos',
        'Saldo',
      ],
      guess: {
        date: 'F. Operación',
        reference: 'Nro. Ref.',
        description: 'Concepto',
        debit: 'Cargos',
        credit: 'Abonos',
        decimal: 'comma',
      },
    });
    expect(proposal.rows).toHaveLength(5);
    expect(proposal.rows[0]).toEqual([
      '25/11/2026',
      '25/11/2026',
      '0077120001',
      'PAGO MOVIL',
      '0,00',
      '250,00',
      '1.250,00',
    ]);

    const mapping = {
      name: 'Banco Ejemplo',
      date: 'F. Operación',
      reference: 'Nro. Ref.',
      description: 'Concepto',
      debit: 'Cargos',
      credit: 'Abonos',
      decimal: 'comma',
    };
    const mapped = await upload('banco.csv', Buffer.from(csv), {
      mapping: JSON.stringify(mapping),
    });
    expect(mapped.statusCode).toBe(201);
    // The same bank's next file: its header has the map's columns, so the map reads it.
    const next = await upload('banco-semana-2.csv', Buffer.from(csv.replace('250,00', '250,00')));
    expect(next.statusCode, next.body).toBe(201);
    const body = next.json() as { format: string; mapping_name: string; groups: Groups };
    expect(body).toMatchObject({ format: 'mapped', mapping_name: 'Banco Ejemplo' });
    expect(body.groups.match.map((p) => p.payment.id)).toContain(mine.id);

    // A header without one of the map's columns is another bank's: asked for again.
    const fewer = csv.replace(';Concepto;', ';Glosa;');
    const withoutOne = await upload('banco-b.csv', Buffer.from(fewer));
    expect(withoutOne.statusCode).toBe(400);
    expect(withoutOne.json()).toMatchObject({ guess: { reference: 'Nro. Ref.' } });
    // Another header is still asked for.
    const other = await upload('otro.csv', Buffer.from('Dia;Op;Entradas;Salidas\n1;2;3;4\n'));
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ headers: ['Dia', 'Op', 'Entradas', 'Salidas'] });
  });

  it("lands a validated payment's reference shown for another amount in 'validado con otro monto'", async () => {
    const byHand = await payment('88130001', 985.5);
    const validated = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/${byHand.id}/validate`,
      headers: admin.auth,
    });
    expect(validated.statusCode, validated.body).toBe(200);
    const settled = await payment('88130002', 120, 'completed');
    const short = await payment('88130003', 500);
    const csv = [
      'Fecha;Referencia;Descripción;Débito;Crédito;Saldo',
      '25/11/2026;000088130001;PAGO MOVIL;0,00;730,00;730,00',
      '25/11/2026;000088130002;PAGO MOVIL;0,00;120,00;850,00',
      '25/11/2026;000088130003;PAGO MOVIL;0,00;400,00;1.250,00',
      '25/11/2026;000088130009;PAGO MOVIL;0,00;99,00;1.349,00',
    ].join('\n');
    const res = await upload('mixto.csv', Buffer.from(csv));
    expect(res.statusCode, res.body).toBe(201);
    const { groups } = res.json() as { groups: Groups };
    const mismatch = groups.validated_mismatch.filter((p) =>
      [byHand.id, settled.id, short.id].includes(p.payment.id),
    );
    expect(mismatch.map((p) => [p.payment.id, p.line.amount_cents])).toEqual([[byHand.id, 73000]]);
    expect(mismatch[0]!.payment).toMatchObject({ amount_cents: 98550 });
    // The settled one (same amount) is no credit without a payment; the unknown one is.
    expect(groups.unclaimed_credits.map((l) => l.reference)).toEqual(['000088130009']);
    // 'Monto distinto' carries the buyer's phone, for 'Avisar por WhatsApp'.
    const row = groups.amount_mismatch.find((p) => p.payment.id === short.id);
    expect(row?.payment.customer_phone).toBe('0414-555-1234');
    // 'Rechazar (Monto incompleto)' is the payments' own rejection.
    const rejected = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/${short.id}/reject`,
      headers: admin.auth,
      payload: { reason: 'Monto incompleto: el banco muestra Bs 400,00 de Bs 500,00' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'failed' });
  });
});
