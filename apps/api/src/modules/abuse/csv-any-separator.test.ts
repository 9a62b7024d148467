import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { parseCsv } from '../../test/csv';
import { buildUser } from '../../test/factories';
import { buyerPayment, postPurchase } from '../../test/number-factories';
import { buildPaymentMethod, buildRaffle } from '../../test/raffle-factories';

/**
 * Issue 46, point 10: the payments CSV is written with ';' between cells, but a
 * spreadsheet in a comma locale splits on ','. A buyer's phone, cédula, e-mail or
 * payment date holding ',=…' (or ';=…') must not start a formula cell either way.
 * parseCsv reads as Excel does: a '"' opens quoting only at a cell's start.
 */
describe('the payments CSV starts no formula, whatever the separator', () => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof buildUser>>;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await buildUser(ctx.database.db, { role: 'admin' });
  });
  afterAll(() => ctx.close());

  it('phone, cédula, e-mail and date typed by a buyer stay text in both readings', async () => {
    const raffle = await buildRaffle(ctx.database.db);
    const method = await buildPaymentMethod(ctx.database.db, { requiresDate: true });
    const hostile = {
      customer_phone: '0414,=HYPERLINK("http://malo.test";"clic")',
      customer_id: 'V1;=1+1',
      customer_email: 'ana,=SUMA(A1)@correo.test',
      payment_date: '2030-01-10, -2+3',
    };
    const res = await postPurchase(ctx.app, raffle.id, {
      numbers: [4],
      payment: buyerPayment(method.id, hostile),
    });
    expect(res.json()).toMatchObject({ success: true });

    const csv = await ctx.app.inject({
      method: 'GET',
      url: `/api/payments/export?format=csv&raffle_id=${raffle.id}`,
      headers: admin.auth,
    });
    expect(csv.statusCode).toBe(200);
    const text = csv.rawPayload.toString('utf8').slice(1);
    for (const separator of [';', ',']) {
      const cells = parseCsv(text, separator).flat();
      for (const cell of cells) {
        expect(cell.trimStart(), `${separator}: ${cell}`).not.toMatch(/^[=+\-@\t\r]/);
      }
    }
    // Read with ';', each value is the buyer's, marked only where a cell could start.
    const [, row] = parseCsv(text);
    const shown = row!.join('\n');
    expect(shown).toContain(`0414,'=HYPERLINK("http://malo.test";"clic")`);
    expect(shown).toContain("V1;'=1+1");
    expect(shown).toContain("ana,'=SUMA(A1)@correo.test");
    expect(shown).toContain("2030-01-10, '-2+3");
  });
});
