import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_FILE_PATTERN } from '@rifas/shared';
import { auditLog } from '../../db/schema';
import { jobContext } from '../../context';
import { createTestApp, type TestContext } from '../../test/app';
import { dumpRows, seedShop, uploadedFiles } from '../../test/backup-factories';
import { buildUser } from '../../test/factories';
import { backupDirOf } from './backup.archive';
import { restoreBackup, RestoreRefusedError } from './restore.service';

describe('Vaciar Todo: backup, delete, restore', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let adminPassword: string;
  let before: Awaited<ReturnType<typeof dumpRows>>;
  let filesBefore: Record<string, string>;
  let shop: Awaited<ReturnType<typeof seedShop>>;
  let backupFile: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    ({ auth: admin, password: adminPassword } = await buildUser(ctx.database.db, {
      role: 'admin',
    }));
    shop = await seedShop(ctx, admin);
    before = await dumpRows(ctx.database.db);
    filesBefore = await uploadedFiles(ctx.config.uploadDir);
  });
  afterAll(() => ctx.close());

  const truncate = (payload?: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/raffles/truncate',
      headers: admin,
      ...(payload ? { payload } : {}),
    });
  const restore = (replace = false) =>
    // The wall clock, not the app's fixed one: the safety backup must not take Vaciar Todo's name.
    restoreBackup(
      { ...jobContext(ctx.app), now: new Date() },
      { archivePath: join(backupDirOf(ctx.dataDir), backupFile), replace },
    );

  it('the shop under test has every kind of row and file', () => {
    for (const table of [
      'raffles',
      'raffle_numbers',
      'payments',
      'idempotency_keys',
      'statement_claims',
    ] as const) {
      expect(JSON.parse(before[table]).length, table).toBeGreaterThan(0);
    }
    // Each raffle and prize image: the original, its card still and its WebP width(s).
    expect(Object.keys(filesBefore).filter((k) => k.startsWith('public/'))).toHaveLength(9);
    expect(Object.keys(filesBefore).filter((k) => k.startsWith('private/'))).toHaveLength(3);
  });

  it('refuses anything but the exact confirmation, and changes nothing', async () => {
    for (const payload of [
      undefined,
      {},
      { confirm: 'vaciar', password: adminPassword },
      { confirm: 'SI', password: adminPassword },
      { confirm: true, password: adminPassword },
    ]) {
      const res = await truncate(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(
        'Confirmación no válida: envía VACIAR para vaciar la base de datos',
      );
    }
    // The admin's own password is asked for too: a session left open is not enough.
    for (const [password, text] of [
      [undefined, 'Escribe tu contraseña para confirmar'],
      ['', 'Escribe tu contraseña para confirmar'],
      ['no-es-la-clave', 'La contraseña no es correcta'],
    ] as const) {
      const res = await truncate({
        confirm: 'VACIAR',
        ...(password === undefined ? {} : { password }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(text);
    }
    expect(await dumpRows(ctx.database.db)).toEqual(before);
    expect(existsSync(backupDirOf(ctx.dataDir))).toBe(false);
  });

  it('writes the backup, then deletes raffles, numbers, holds, payments and their files; keeps the rest', async () => {
    const res = await truncate({ confirm: 'VACIAR', password: adminPassword });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Base de datos vaciada correctamente',
      backup: {
        tables: {
          raffles: 2,
          payments: 3,
          raffle_numbers: 6,
          idempotency_keys: 1,
          statement_claims: 1,
          raffle_draws: 0,
          raffle_prizes: 2,
        },
        files: 12,
      },
    });
    backupFile = body.backup.file;
    expect(backupFile).toMatch(BACKUP_FILE_PATTERN);
    expect(body.backup.download_url).toBe(`/api/backups/${backupFile}`);
    expect(existsSync(join(backupDirOf(ctx.dataDir), backupFile))).toBe(true);

    const after = await dumpRows(ctx.database.db);
    for (const table of [
      'raffles',
      'raffle_numbers',
      'payments',
      'idempotency_keys',
      'statement_claims',
    ] as const) {
      expect(after[table], table).toBe('[]');
    }
    for (const table of ['users', 'monedas', 'payment_methods'] as const) {
      expect(after[table], table).toBe(before[table]);
    }
    expect(await uploadedFiles(ctx.config.uploadDir)).toEqual({});
    const list = await ctx.app.inject({ method: 'GET', url: '/api/raffles', headers: admin });
    expect(list.json()).toEqual([]);
    const numbers = await ctx.app.inject({
      method: 'GET',
      url: `/api/raffles/${shop.raffleIds[0]}/numbers`,
    });
    expect(numbers.statusCode).toBe(404);
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'database.truncate'));
    expect(entry!.details).toMatchObject({ backup: backupFile });
  });

  it('lets the admin download the backup by its exact name only', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/backups/${backupFile}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${backupFile}"`);
    expect(res.rawPayload.equals(await readFile(join(backupDirOf(ctx.dataDir), backupFile)))).toBe(
      true,
    );

    const listed = await ctx.app.inject({ method: 'GET', url: '/api/backups', headers: admin });
    expect(listed.json().map((b: { file: string }) => b.file)).toEqual([backupFile]);

    for (const name of [
      '..%2F..%2Fapp-secret',
      '..%2Fbackups%2F' + backupFile,
      'rifas-backup-20250101-000000-zzzzzzzz.tar.gz',
      'rifas-backup-20250101-000000-00000000.tar.gz',
      backupFile + '.partial',
    ]) {
      const bad = await ctx.app.inject({
        method: 'GET',
        url: `/api/backups/${name}`,
        headers: admin,
      });
      expect(bad.statusCode, name).toBe(404);
      expect(bad.json().error).toBe('Copia de seguridad no encontrada');
    }
  });

  it('restores identical rows and files, and new ids continue after the restored ones', async () => {
    const summary = await restore();
    expect(summary).toEqual({
      tables: {
        raffles: 2,
        payments: 3,
        raffle_numbers: 6,
        idempotency_keys: 1,
        statement_claims: 1,
        raffle_draws: 0,
        raffle_prizes: 2,
        payment_sales: 0,
      },
      files: 12,
      replacedBackup: null,
    });
    const after = await dumpRows(ctx.database.db);
    expect(after).toEqual(before);
    expect(await uploadedFiles(ctx.config.uploadDir)).toEqual(filesBefore);

    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/raffles',
      headers: admin,
      payload: {
        title: 'Nueva',
        product_to_win: 'Algo',
        price_per_number: 1,
        start_number: 0,
        end_number: 9,
        draw_date: new Date(Date.now() + 86_400_000).toISOString(),
        status: 'active',
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().id).toBeGreaterThan(Math.max(...shop.raffleIds));
  });

  it('refuses to restore over existing raffles unless told to replace them (after backing them up)', async () => {
    await expect(restore()).rejects.toBeInstanceOf(RestoreRefusedError);
    const summary = await restore(true);
    expect(summary.replacedBackup).toMatch(BACKUP_FILE_PATTERN);
    const after = await dumpRows(ctx.database.db);
    for (const table of ['raffles', 'raffle_numbers', 'payments', 'idempotency_keys'] as const) {
      expect(after[table], table).toBe(before[table]);
    }
    expect(await uploadedFiles(ctx.config.uploadDir)).toEqual(filesBefore);
    expect(existsSync(join(backupDirOf(ctx.dataDir), summary.replacedBackup!))).toBe(true);
  });
});
