import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { buildUser } from '../../test/factories';
import { buildReviewPayment } from '../../test/payment-factories';
import { buildPaymentMethod, buildRaffle } from '../../test/raffle-factories';
import { searchPatterns } from './payment-search';

describe('admin payments: search', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let raffleId: number;
  let otherRaffleId: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    admin = (await buildUser(db, { role: 'admin' })).auth;
    raffleId = (await buildRaffle(db)).id;
    otherRaffleId = (await buildRaffle(db)).id;
    const method = (await buildPaymentMethod(db, { name: 'Pago Móvil' })).id;
    const base = { raffleId, paymentMethodId: method };
    ids.jose = (
      await buildReviewPayment(db, {
        ...base,
        numbers: [1],
        customerName: 'José Ñúñez',
        customerId: 'V-12.345.678',
        customerPhone: '04121234567',
        customerEmail: 'JOSE.NUNEZ@Correo.test',
        referenceNumber: 'BNC-0099887766',
      })
    ).id;
    ids.maria = (
      await buildReviewPayment(db, {
        ...base,
        numbers: [2],
        status: 'completed',
        customerName: 'María Pérez',
        customerId: '9876543',
        customerPhone: '0414-765.43.21',
        customerEmail: 'maria@correo.test',
        referenceNumber: '5544',
      })
    ).id;
    ids.joseOther = (
      await buildReviewPayment(db, {
        raffleId: otherRaffleId,
        paymentMethodId: method,
        numbers: [3],
        customerName: 'Jose Luis Romero',
        customerId: 'E-84000111',
        customerPhone: '0424 000 1111',
      })
    ).id;
    ids.intl = (
      await buildReviewPayment(db, {
        raffleId: otherRaffleId,
        paymentMethodId: method,
        numbers: [4],
        customerName: 'Carla Rivas',
        customerId: 'V-20000111',
        customerPhone: '+58 426 555 0199',
      })
    ).id;
  });
  afterAll(() => ctx.close());

  async function search(query: string): Promise<number[]> {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/payments?${query}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ payments: { id: number }[]; pagination: { total: number } }>();
    expect(body.pagination.total).toBe(body.payments.length);
    return body.payments.map((p) => p.id).sort((a, b) => a - b);
  }
  const q = (term: string, extra = '') => search(`search=${encodeURIComponent(term)}${extra}`);

  it('finds a name without accents or case, partially', async () => {
    expect(await q('jose')).toEqual([ids.jose, ids.joseOther]);
    expect(await q('NUÑEZ')).toEqual([ids.jose]);
    expect(await q('nunez')).toEqual([ids.jose]);
    expect(await q('maría pé')).toEqual([ids.maria]);
    expect(await q('  perez ')).toEqual([ids.maria]);
  });

  it('finds the e-mail and the reference, partially and case-blind', async () => {
    expect(await q('jose.nunez@correo')).toEqual([ids.jose]);
    expect(await q('bnc-00998')).toEqual([ids.jose]);
    expect(await q('9988776')).toEqual([ids.jose]);
  });

  it('finds a cédula and a phone typed in any format', async () => {
    expect(await q('12345678')).toEqual([ids.jose]);
    expect(await q('V12345678')).toEqual([ids.jose]);
    expect(await q('v-12.345.678')).toEqual([ids.jose]);
    expect(await q('0412-123.45.67')).toEqual([ids.jose]);
    expect(await q('(0412) 123 4567')).toEqual([ids.jose]);
    expect(await q('+58 412 1234567')).toEqual([ids.jose]);
    expect(await q('04147654321')).toEqual([ids.maria]);
    expect(await q('E-84.000.111')).toEqual([ids.joseOther]);
    // Stored as '+58 426 555 0199': found from the local form the operator reads off a chat.
    expect(await q('0426-555.01.99')).toEqual([ids.intl]);
    expect(await q('426 5550199')).toEqual([ids.intl]);
  });

  it('combines the search with the status and raffle filters', async () => {
    expect(await q('jose', `&raffle_id=${raffleId}`)).toEqual([ids.jose]);
    expect(await q('jose', `&raffle_id=${otherRaffleId}`)).toEqual([ids.joseOther]);
    expect(await q('correo', '&status=completed')).toEqual([ids.maria]);
    expect(await q('correo', '&status=pending')).toEqual([ids.jose]);
    expect(await q('jose', '&status=failed')).toEqual([]);
  });

  it('treats LIKE wildcards literally and an empty or odd term as no search', async () => {
    expect(await q('%')).toEqual([]);
    expect(await q('_')).toEqual([]);
    expect(await q('nobody-here')).toEqual([]);
    const all = await search(`raffle_id=${raffleId}`);
    expect(await search(`search=&raffle_id=${raffleId}`)).toEqual(all);
    expect(await search(`search=%20%20&raffle_id=${raffleId}`)).toEqual(all);
    expect(await q('j'.repeat(500))).toEqual([]);
  });

  it('keeps the search box for admins only', async () => {
    const user = (await buildUser(ctx.database.db)).auth;
    const url = '/api/payments?search=jose';
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url, headers: user })).statusCode).toBe(403);
  });
});

describe('searchPatterns', () => {
  it('normalises the term the way search_text is stored', () => {
    expect(searchPatterns('  José  ÑÚÑEZ ')).toEqual(['%jose nunez%']);
    expect(searchPatterns('V-12.345.678')).toEqual(['%v-12.345.678%', '%12345678%']);
    expect(searchPatterns('+58 412-1234567')).toEqual([
      '%+58 412-1234567%',
      '%584121234567%',
      '%4121234567%',
    ]);
    expect(searchPatterns('50%_off')).toEqual(['%50\\%\\_off%']);
    expect(searchPatterns('   ')).toEqual([]);
    // Letters beyond a cédula prefix: a name or an e-mail, no digits-only variant.
    expect(searchPatterns('ana2030')).toEqual(['%ana2030%']);
  });
});
