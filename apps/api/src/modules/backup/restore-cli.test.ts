import { spawn } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../db/client';
import { createTestApp, type TestContext } from '../../test/app';
import { dumpRows, seedShop, uploadedFiles } from '../../test/backup-factories';
import { buildUser } from '../../test/factories';
import { backupDirOf } from './backup.archive';

const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
const script = join(repoRoot, 'apps/api/src/scripts/restore.ts');

/** `npm run restore -- ARGS` as an operator runs it, with the server's environment. */
function runRestore(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    child.on('close', (code) => resolve({ code, out }));
  });
}

describe('npm run restore (embedded database under DATA_DIR)', () => {
  let ctx: TestContext;
  let before: Awaited<ReturnType<typeof dumpRows>>;
  let filesBefore: Record<string, string>;
  let target: string;
  let backupFile: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    const { auth: admin, password } = await buildUser(ctx.database.db, { role: 'admin' });
    await seedShop(ctx, admin);
    before = await dumpRows(ctx.database.db);
    filesBefore = await uploadedFiles(ctx.config.uploadDir);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/raffles/truncate',
      headers: admin,
      payload: { confirm: 'VACIAR', password },
    });
    backupFile = res.json().backup.file;
    // Another installation: an empty DATA_DIR that only has the backup file.
    target = await mkdtemp(join(tmpdir(), 'rifas-restore-cli-'));
    await mkdir(backupDirOf(target), { recursive: true });
    await copyFile(
      join(backupDirOf(ctx.dataDir), backupFile),
      join(backupDirOf(target), backupFile),
    );
  });
  afterAll(async () => {
    await ctx.close();
    await rm(target, { recursive: true, force: true });
  });

  it('says when the backup does not exist', { timeout: 120_000 }, async () => {
    const missing = await runRestore(['no-existe.tar.gz'], { DATA_DIR: target });
    expect(missing.code).toBe(1);
    expect(missing.out).toContain('No se encontró la copia de seguridad: no-existe.tar.gz');
  });

  // Spawns the restore script (tsx, a fresh embedded database): slow on a loaded machine.
  it(
    'restores the rows and files by the backup name, identical to before Vaciar Todo',
    { timeout: 120_000 },
    async () => {
      const run = await runRestore([backupFile], { DATA_DIR: target });
      expect(run.code, run.out).toBe(0);
      expect(run.out).toContain('raffles: 2 filas');

      const database = await openPglite(join(target, 'db'));
      try {
        const restored = await dumpRows(database.db);
        for (const table of ['raffles', 'raffle_numbers', 'idempotency_keys'] as const) {
          expect(restored[table], table).toBe(before[table]);
        }
        // This installation has none of the source's users or payment methods: the
        // payments keep everything else and their links to those rows become null,
        // as they would if the rows had been deleted.
        type PaymentJson = Record<string, unknown>;
        const unlinked = (JSON.parse(before.payments) as PaymentJson[]).map((p) => ({
          ...p,
          user_id: null,
          reviewed_by: null,
          payment_method_id: null,
        }));
        expect(JSON.parse(restored.payments)).toEqual(unlinked);
      } finally {
        await database.close();
      }
      expect(await uploadedFiles(join(target, 'uploads'))).toEqual(filesBefore);
    },
  );
});
