import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { createServer, connect, type Server, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTICE_FORMATS, type Movement, type NoticeFormat } from '@rifas/shared';
import { jobContext } from '../../context';
import { auditLog, paymentSources, payments } from '../../db/schema';
import { createLoggedApp, type LoggedApp } from '../../test/logged-app';
import { dkimKey, publishKey, signMessage } from '../../test/dkim';
import { startDnsServer, type DnsServer } from '../../test/dns-server';
import { startDovecot, type Dovecot } from '../../test/dovecot';
import { buildUser } from '../../test/factories';
import { buildCurrency } from '../../test/currencies';
import { buildReviewPayment } from '../../test/payment-factories';
import { buildPaymentMethod, buildRaffle } from '../../test/raffle-factories';
import { readPaymentSources } from './payment-sources.service';

const fixture = (format: NoticeFormat) =>
  readFileSync(new URL(`./fixtures/${format}.eml`, import.meta.url), 'utf8');

/** The domain each fixture's bank signs with (docs/bank-statements.md). */
const DOMAINS: Record<NoticeFormat, string> = {
  zelle_bofa: 'ealerts.bankofamerica.com',
  zelle_chase: 'chase.com',
  zelle_wells_fargo: 'notify.wellsfargo.com',
  banesco: 'banesco.com',
  mercantil: 'mercantilbanco.com',
  bdv: 'bancodevenezuela.com',
  provincial: 'provincial.com',
};

describe("'Fuentes automáticas': the banks' notices read from a real IMAP server", () => {
  let dovecot: Dovecot;
  let dns: DnsServer;
  let logged: LoggedApp;
  let admin: Awaited<ReturnType<typeof buildUser>>;
  let raffleId: number;
  let vesMethod: number;
  let nextNumber = 1;
  const bankKey = dkimKey('rifas2026');

  beforeAll(async () => {
    // No skip: a machine without Dovecot fails here (.ci/run installs it).
    dovecot = await startDovecot();
    dns = await startDnsServer();
    for (const domain of [...Object.values(DOMAINS), 'estafa.test']) {
      publishKey(dns, domain, bankKey);
    }
    logged = await createLoggedApp('payment-sources', {
      ALLOW_PRIVATE_IMAP_HOSTS: 'true',
      DKIM_DNS_SERVER: dns.address,
    });
    const db = logged.app.database.db;
    admin = await buildUser(db, { role: 'admin' });
    const ves = await buildCurrency(db, { codigo: 'VES', simbolo: 'Bs' });
    vesMethod = (await buildPaymentMethod(db, { monedaId: ves.id })).id;
    raffleId = (await buildRaffle(db, { endNumber: 999 })).id;
    // Dovecot, a new database and its migrations: slow on a loaded machine, never skipped.
  }, 180_000);
  afterAll(async () => {
    await logged?.close();
    await dns?.close();
    await dovecot?.stop();
  });

  const api = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    logged.app.inject({ method, url, headers: admin.auth, ...(payload ? { payload } : {}) });
  const addSource = async (overrides: Record<string, unknown> = {}) => {
    const res = await api('POST', '/api/payment-sources', {
      kind: 'imap',
      host: dovecot.host,
      port: dovecot.port,
      tls: false,
      user: dovecot.user,
      password: dovecot.password,
      folder: 'INBOX',
      formats: NOTICE_FORMATS.map((format) => ({ format, domains: [DOMAINS[format]] })),
      ...overrides,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number; last_error: string | null }>();
  };
  const movementsOf = async (sourceId: number) =>
    (await api('GET', `/api/movements?source_id=${sourceId}`)).json<{ movements: Movement[] }>()
      .movements;
  const read = () => readPaymentSources(jobContext(logged.app));
  const signed = (format: NoticeFormat, edit = (raw: string) => raw) =>
    signMessage(edit(fixture(format)), DOMAINS[format], bankKey);
  /** A pending payment due `cents` in VES (a Venezuelan method) or USD (no currency). */
  const pending = (reference: string, cents: number, currency: 'VES' | 'USD') =>
    buildReviewPayment(logged.app.database.db, {
      raffleId,
      numbers: [nextNumber++],
      paymentMethodId: currency === 'VES' ? vesMethod : null,
      referenceNumber: reference,
      paymentDate: '2026-11-27',
      amountCents: cents,
      precioMoneda:
        currency === 'VES'
          ? { VES: { rate: 1, unit: cents / 100, total: cents / 100, simbolo: 'Bs' } }
          : {},
    });

  it('parses each bank format from signed notices, and stores a notice sent twice once', async () => {
    const folder = 'Formatos';
    for (const format of NOTICE_FORMATS) await dovecot.append(await signed(format), folder);
    await dovecot.append(await signed('banesco'), folder); // the same notice again
    const source = await addSource({ folder });
    expect(await read()).toBe(7);
    expect(await read()).toBe(0);
    const byFormat = new Map((await movementsOf(source.id)).map((m) => [m.format, m]));
    expect(byFormat.size).toBe(7);
    const fields = (format: NoticeFormat) => {
      const m = byFormat.get(format)!;
      return [m.status, m.amount_cents, m.currency, m.reference, m.sender, m.date];
    };
    expect(fields('zelle_bofa')).toEqual([
      'received',
      2500,
      'USD',
      '4312098811',
      'MARIA PEREZ',
      '2026-11-27',
    ]);
    expect(byFormat.get('zelle_bofa')!.memo).toBe('Rifa 4412');
    expect(fields('zelle_chase')).toEqual([
      'received',
      4000,
      'USD',
      '28833190556',
      'JOSE GARCIA',
      '2026-11-27',
    ]);
    expect(fields('zelle_wells_fargo')).toEqual([
      'received',
      10000,
      'USD',
      '5508123377',
      'CARLOS RODRIGUEZ',
      '2026-11-27',
    ]);
    expect(fields('banesco')).toEqual([
      'received',
      123456,
      'VES',
      '001234567890',
      '0414-1234567',
      '2026-11-27',
    ]);
    expect(fields('mercantil')).toEqual([
      'received',
      73000,
      'VES',
      '45871236',
      '0424-7654321',
      '2026-11-27',
    ]);
    expect(fields('bdv')).toEqual([
      'received',
      98550,
      'VES',
      '000987654321',
      'V-18765432',
      '2026-11-27',
    ]);
    expect(fields('provincial')).toEqual([
      'received',
      250000,
      'VES',
      '7788990011',
      'V-12345678',
      '2026-11-27',
    ]);
  });

  it("refuses forged notices ('Rechazado: firma no válida') and never matches them, even with auto-validation on", async () => {
    const folder = 'Falsos';
    const victim = await pending('45871236', 73000, 'VES');
    // Signed by the bank, then the amount edited: the body hash no longer matches.
    const edited = (await signed('mercantil')).replace('Bs. 730,00', 'Bs. 73,00');
    // Validly signed, but by a domain the operator did not list for that format.
    const otherDomain = await signMessage(
      fixture('mercantil').replace('mercantil-pm-0001', 'mercantil-pm-evil'),
      'estafa.test',
      bankKey,
    );
    const unsigned = fixture('mercantil').replace('mercantil-pm-0001', 'mercantil-pm-unsigned');
    for (const raw of [edited, otherDomain, unsigned]) await dovecot.append(raw, folder);
    const source = await addSource({ folder, auto_validate: true });
    await read();
    const movements = await movementsOf(source.id);
    expect(movements).toHaveLength(3);
    for (const m of movements) {
      expect(m).toMatchObject({
        status: 'rejected',
        note: 'Rechazado: firma no válida',
        match: null,
        amount_cents: null,
      });
    }
    const [row] = await logged.app.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, victim.id));
    expect(row!.status).toBe('pending');
  });

  it("leaves an exact match under 'Coincide' when auto-validation is off, and validates it by itself when on", async () => {
    const waiting = await pending('1234567890', 123456, 'VES');
    await dovecot.append(await signed('banesco'), 'Manual');
    const manual = await addSource({ folder: 'Manual' });
    await read();
    const [movement] = await movementsOf(manual.id);
    expect(movement).toMatchObject({
      status: 'received',
      match: { group: 'match', payment: { id: waiting.id } },
    });
    const db = logged.app.database.db;
    expect((await db.select().from(payments).where(eq(payments.id, waiting.id)))[0]!.status).toBe(
      'pending',
    );

    // The operator validates it from the list, by the path 'Conciliar' takes for a match.
    const done = await api('POST', `/api/movements/${movement!.id}/validate`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      id: movement!.id,
      status: 'validated',
      payment_id: waiting.id,
      note: '✓ Validado',
    });
    expect((await db.select().from(payments).where(eq(payments.id, waiting.id)))[0]!.status).toBe(
      'completed',
    );
    const [byHand] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'payment'), eq(auditLog.entityId, String(waiting.id))));
    expect(byHand).toMatchObject({ action: 'payment.validate', actorId: admin.user.id });
    expect(byHand!.details).toMatchObject({
      statement_line: { file_name: 'Fuentes automáticas: Banesco', reference: '001234567890' },
    });
    expect((await movementsOf(manual.id))[0]).toMatchObject({ status: 'validated', match: null });
    // Twice, an unknown movement, a malformed id: a Spanish answer and nothing changed.
    const again = await api('POST', `/api/movements/${movement!.id}/validate`);
    expect([again.statusCode, again.json().error]).toEqual([
      400,
      'Ese movimiento ya no coincide con un pago pendiente',
    ]);
    const unknown = await api('POST', '/api/movements/999999/validate');
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, 'Movimiento no encontrado']);
    expect((await api('POST', '/api/movements/abc/validate')).statusCode).toBe(400);

    const auto = await addSource({ folder: 'Auto', auto_validate: true });
    const bdvPayment = await pending('000987654321', 98550, 'VES');
    await dovecot.append(await signed('bdv'), 'Auto');
    await read();
    const [validated] = await movementsOf(auto.id);
    expect(validated).toMatchObject({
      status: 'validated',
      payment_id: bdvPayment.id,
      note: 'Validado (automático)',
    });
    expect(
      (await db.select().from(payments).where(eq(payments.id, bdvPayment.id)))[0]!.status,
    ).toBe('completed');
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'payment'), eq(auditLog.entityId, String(bdvPayment.id))));
    expect(audits.map((a) => a.action).sort()).toEqual([
      'payment.auto_validate',
      'payment.validate',
    ]);
    expect(audits.find((a) => a.action === 'payment.auto_validate')!.details).toMatchObject({
      by: 'automático',
    });
  });

  it("shows 'No se pudo conectar: …' for a mailbox that is down and reads it once it is back", async () => {
    // A port nobody listens on yet; later a forwarder to Dovecot takes it.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    await dovecot.append(await signed('zelle_chase'), 'Caido');
    const source = await addSource({ port, folder: 'Caido' });
    const check = await api('POST', `/api/payment-sources/${source.id}/check`);
    expect(check.json()).toEqual({
      ok: false,
      error: 'No se pudo conectar: el servidor rechazó la conexión',
    });
    await read();
    const listed = (await api('GET', '/api/payment-sources')).json<{
      sources: { id: number; last_error: string | null }[];
    }>();
    expect(listed.sources.find((s) => s.id === source.id)!.last_error).toBe(
      'No se pudo conectar: el servidor rechazó la conexión',
    );
    const forwarder: Server = createServer((client) => {
      const upstream = connect(dovecot.port, '127.0.0.1');
      client.pipe(upstream).pipe(client);
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
    });
    await new Promise<void>((resolve) => forwarder.listen(port, '127.0.0.1', resolve));
    try {
      await read();
      const again = (await api('GET', '/api/payment-sources')).json<{
        sources: { id: number; last_error: string | null }[];
      }>();
      expect(again.sources.find((s) => s.id === source.id)!.last_error).toBeNull();
      expect(await movementsOf(source.id)).toHaveLength(1);
      expect((await api('POST', `/api/payment-sources/${source.id}/check`)).json()).toEqual({
        ok: true,
      });
    } finally {
      await new Promise<void>((resolve) => forwarder.close(() => resolve()));
    }
  });

  it('refuses a private host without ALLOW_PRIVATE_IMAP_HOSTS, and only admins reach the routes', async () => {
    const { createSource } = await import('./payment-sources.service');
    const ctx = jobContext(logged.app);
    await expect(
      createSource(
        { ...ctx, config: { ...ctx.config, allowPrivateImapHosts: false } },
        {
          kind: 'imap',
          host: '127.0.0.1',
          port: 143,
          tls: false,
          user: 'u',
          password: 'p',
          folder: 'INBOX',
          formats: [{ format: 'banesco', domains: ['banesco.com'] }],
          auto_validate: false,
        },
      ),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: 'Ese servidor está en una dirección privada',
    });
    const buyer = await buildUser(logged.app.database.db);
    const res = await logged.app.inject({
      method: 'GET',
      url: '/api/payment-sources',
      headers: buyer.auth,
    });
    expect(res.statusCode).toBe(403);
  });

  it('never answers, logs or backs up the password in clear', async () => {
    const source = await addSource({ folder: 'Clave' });
    const answers = [
      JSON.stringify(source),
      (await api('GET', '/api/payment-sources')).body,
      (await api('GET', '/api/movements')).body,
      (await api('POST', `/api/payment-sources/${source.id}/check`)).body,
    ];
    for (const answer of answers) expect(answer).not.toContain(dovecot.password);
    const [row] = await logged.app.database.db
      .select()
      .from(paymentSources)
      .where(eq(paymentSources.id, source.id));
    expect(row!.passwordSealed).not.toContain(dovecot.password);
    await read();
    const truncate = await api('POST', '/api/raffles/truncate', {
      password: admin.password,
      confirm: 'VACIAR',
    });
    expect(truncate.statusCode, truncate.body).toBe(200);
    const backupDir = join(logged.app.config.dataDir, 'backups');
    const files = await readdir(backupDir);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const archive = gunzipSync(await readFile(join(backupDir, file))).toString('latin1');
      expect(archive).not.toContain(dovecot.password);
    }
    expect(logged.log()).not.toContain(dovecot.password);
    expect(logged.log()).toContain('/api/payment-sources');
    const del = await api('DELETE', `/api/payment-sources/${source.id}`);
    expect(del.statusCode).toBe(204);
  });
});
