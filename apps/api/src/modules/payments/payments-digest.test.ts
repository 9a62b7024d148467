import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { jobContext } from '../../context';
import { openPostgres } from '../../db/client';
import { auditLog, outboxEmails, paymentNotices, pendingDigestRuns } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import type { TestDatabase } from '../../test/database';
import { buildUser } from '../../test/factories';
import { buildReviewPayment } from '../../test/payment-factories';
import { buildRaffle } from '../../test/raffle-factories';
import { sendPendingDigest } from './payments-digest.service';

const MINUTE = 60_000;
const onPostgres = Boolean(inject('pgTemplateUrl'));

/** The digest run at `now` on `ctx`'s app. */
const digestAt = (ctx: TestContext, now: Date) =>
  sendPendingDigest({ ...jobContext(ctx.app), now });

const digests = (ctx: TestContext) =>
  ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.kind, 'pending_digest'));

describe('the admins’ digest of new pending payments', () => {
  let ctx: TestContext;
  let adminEmail: string;
  let optedOut: Awaited<ReturnType<typeof buildUser>>;
  let raffleId: number;
  // Each test starts a day after the previous one: the interval never carries over.
  let clock = new Date('2030-03-01T12:00:00Z').getTime();

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    adminEmail = (await buildUser(db, { role: 'admin', fullName: 'Ana Admin' })).user.email;
    optedOut = await buildUser(db, { role: 'admin' });
    await buildUser(db, { role: 'user' }); // never a recipient
    raffleId = (await buildRaffle(db, { title: 'Rifa del digest', startNumber: 0, endNumber: 99 }))
      .id;
    // The admin turns the digest off through the users screen's endpoint.
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/auth/${optedOut.user.id}/pending-digest`,
      headers: optedOut.auth,
      payload: { pending_digest: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().pending_digest).toBe(false);
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    clock += 24 * 60 * MINUTE;
    await ctx.database.db.delete(outboxEmails);
    // Payments of earlier tests were all taken by their digests or are not pending; the last
    // digest went an hour ago.
    await ctx.database.db.delete(paymentNotices).where(eq(paymentNotices.kind, 'digest'));
    await ctx.database.db
      .insert(pendingDigestRuns)
      .values({ id: 1, lastAt: new Date(clock - 60 * MINUTE) })
      .onConflictDoUpdate({
        target: pendingDigestRuns.id,
        set: { lastAt: new Date(clock - 60 * MINUTE) },
      });
  });

  it('lists each new payment with its buyer, raffle, numbers, amount, reference and link; opted-out admins get none', async () => {
    const p1 = await buildReviewPayment(ctx.database.db, {
      raffleId,
      numbers: [7, 3],
      customerName: 'José Pérez',
      referenceNumber: 'REF-778899',
      amountCents: 1000,
    });
    await buildReviewPayment(ctx.database.db, { raffleId, numbers: [9], status: 'completed' });
    const result = await digestAt(ctx, new Date(clock));
    expect(result).toEqual({ payments: 1, emails: 1 });
    const [mail, ...others] = await digests(ctx);
    expect(others).toEqual([]);
    expect(mail!.to).toBe(adminEmail);
    expect(mail!.subject).toBe('1 pago nuevo por validar');
    expect(mail!.text).toContain('Hola Ana Admin,');
    expect(mail!.text).toContain(`Pago N.º ${p1.id}: José Pérez`);
    expect(mail!.text).toContain('Rifa: Rifa del digest');
    expect(mail!.text).toContain('Números: 03, 07');
    expect(mail!.text).toContain('Monto: $10.00 · Referencia: REF-778899');
    expect(mail!.text).toContain(`http://rifas.test/admin/payments?payment=${p1.id}`);
  });

  it('at most every N minutes, and only payments no digest listed yet', async () => {
    const first = await buildReviewPayment(ctx.database.db, { raffleId, numbers: [11] });
    expect((await digestAt(ctx, new Date(clock))).payments).toBe(1);
    const second = await buildReviewPayment(ctx.database.db, { raffleId, numbers: [12] });
    // PENDING_DIGEST_MINUTES defaults to 10: nine minutes later is too soon.
    expect(await digestAt(ctx, new Date(clock + 9 * MINUTE))).toEqual({ payments: 0, emails: 0 });
    expect(await digestAt(ctx, new Date(clock + 10 * MINUTE))).toEqual({ payments: 1, emails: 1 });
    const texts = (await digests(ctx)).map((m) => m.text);
    expect(texts).toHaveLength(2);
    expect(texts[1]).toContain(`Pago N.º ${second.id}:`);
    expect(texts[1]).not.toContain(`Pago N.º ${first.id}:`);
    // Nothing new: no e-mail at all.
    expect(await digestAt(ctx, new Date(clock + 30 * MINUTE))).toEqual({ payments: 0, emails: 0 });
  });

  it('the opt-out is audit-logged and admin only', async () => {
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'user.pending_digest'));
    expect(entry).toMatchObject({
      entityId: String(optedOut.user.id),
      details: { pending_digest: false },
    });
    const user = await buildUser(ctx.database.db);
    const url = `/api/auth/${user.user.id}/pending-digest`;
    const payload = { pending_digest: false };
    expect((await ctx.app.inject({ method: 'PUT', url, payload })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'PUT', url, payload, headers: user.auth })).statusCode,
    ).toBe(403);
  });
});

describe('the digest with PENDING_DIGEST_MINUTES=0', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { PENDING_DIGEST_MINUTES: '0' } });
  });
  afterAll(() => ctx.close());

  it('sends nothing and leaves the payments untaken', async () => {
    await buildUser(ctx.database.db, { role: 'admin' });
    const raffle = await buildRaffle(ctx.database.db);
    const payment = await buildReviewPayment(ctx.database.db, {
      raffleId: raffle.id,
      numbers: [1],
    });
    expect(await digestAt(ctx, new Date())).toEqual({ payments: 0, emails: 0 });
    expect(await digests(ctx)).toEqual([]);
    const waiting = await ctx.database.db
      .select()
      .from(paymentNotices)
      .where(and(eq(paymentNotices.kind, 'digest'), eq(paymentNotices.paymentId, payment.id)));
    expect(waiting).toHaveLength(1);
  });

  it('starts when the operator sets an interval in the shop settings (the variable is only the first value)', async () => {
    const admin = await buildUser(ctx.database.db, { role: 'admin' });
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: admin.auth,
      payload: { pending_digest_minutes: 15 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const sent = await digestAt(ctx, new Date());
    expect(sent.payments).toBeGreaterThan(0);
    expect(sent.emails).toBeGreaterThan(0);
  });
});

/** Two instances on one PostgreSQL database run the digest at the same moment. */
describe.runIf(onPostgres)('the digest across instances (PostgreSQL)', () => {
  let a: TestContext;
  let b: TestContext;
  let second: TestDatabase;

  beforeAll(async () => {
    a = await createTestApp();
    const url = a.database.url!;
    second = { ...openPostgres(url, 5), url, drop: async () => undefined };
    b = await createTestApp({ database: second });
  });
  afterAll(async () => {
    await b.close();
    await second.close();
    await a.close();
  });

  it('is sent once: one e-mail per admin, each payment listed once', async () => {
    await buildUser(a.database.db, { role: 'admin' });
    await buildUser(a.database.db, { role: 'admin' });
    const raffle = await buildRaffle(a.database.db);
    for (const n of [1, 2, 3]) {
      await buildReviewPayment(a.database.db, { raffleId: raffle.id, numbers: [n] });
    }
    const now = new Date(Date.now() + 60 * MINUTE);
    const runs = await Promise.all(
      Array.from({ length: 6 }, (_, i) => digestAt(i % 2 ? a : b, now)),
    );
    expect(runs.reduce((sum, r) => sum + r.emails, 0)).toBe(2);
    expect(runs.reduce((sum, r) => sum + r.payments, 0)).toBe(3);
    expect(await digests(a)).toHaveLength(2);
  });
});
