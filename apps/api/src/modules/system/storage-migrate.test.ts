import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../test/s3-server';

const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));

/** A command as an operator runs it (`npm run storage:migrate`, the server), with its environment. */
function run(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, script), ...args], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    });
    // A server that started after all would never exit: stopped, and the test fails.
    const timer = setTimeout(() => child.kill('SIGKILL'), 150_000);
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, out });
    });
  });
}
const migrate = (args: string[], env: Record<string, string>) =>
  run('apps/api/src/scripts/storage-migrate.ts', args, env);

describe('npm run storage:migrate and the start-up check', () => {
  let s3: TestS3Server;
  let dataDir: string;
  const files: Record<string, string> = {
    [`public/${'a'.repeat(32)}.webp`]: 'cartel',
    [`public/${'b'.repeat(32)}.png`]: 'logo',
    [`private/${'c'.repeat(32)}.jpg`]: 'comprobante',
    [`private/${'d'.repeat(32)}.stmt`]: 'extracto',
    'backups/rifas-backup-20261120-101500-0a1b2c3d.tar.gz': 'copia',
  };

  beforeAll(async () => {
    s3 = await startS3Server();
    dataDir = await mkdtemp(join(tmpdir(), 'rifas-migrate-'));
    for (const [path, text] of Object.entries(files)) {
      const target = path.startsWith('backups/')
        ? join(dataDir, path)
        : join(dataDir, 'uploads', path);
      await mkdir(join(target, '..'), { recursive: true });
      await writeFile(target, text);
    }
    // Not a file Rifas made: left alone, and said so.
    await writeFile(join(dataDir, 'uploads', 'public', 'notas.txt'), 'x');
  });
  afterAll(async () => {
    await s3?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('copies the folder and the backups into the bucket, with progress, and again copies nothing', async () => {
    const env = { DATA_DIR: dataDir, ...s3.env };
    const first = await migrate([], env);
    expect(first.out).toContain(
      `Copiando 5 archivos de ${join(dataDir, 'uploads')} al bucket rifas-test`,
    );
    expect(first.out).toContain(`[1/5] `);
    expect(first.out).toContain(`[5/5] `);
    expect(first.out).toContain('omitido (no es un archivo de Rifas): public/notas.txt');
    expect(first.out).toContain('Listo: 5 copiados');
    expect(first.code).toBe(0);
    expect(await s3.keys()).toEqual(Object.keys(files).sort());
    for (const [key, text] of Object.entries(files))
      expect((await s3.read(key)).toString()).toBe(text);

    // A file changed since (a half-copied one): copied again; the rest stay.
    const changed = `private/${'c'.repeat(32)}.jpg`;
    await writeFile(join(dataDir, 'uploads', changed), 'comprobante completo');
    const second = await migrate([join(dataDir, 'uploads')], env);
    expect(second.code).toBe(0);
    expect(second.out).toContain(`${changed} copiado`);
    expect(second.out).toContain('Listo: 1 copiados');
    expect(second.out).toContain('4 ya estaban');
    expect((await s3.read(changed)).toString()).toBe('comprobante completo');
    const third = await migrate([], env);
    expect(third.out).toContain('Listo: 0 copiados (0.0 MB), 5 ya estaban.');
  });

  it('refuses without S3_BUCKET, and when the bucket is down', async () => {
    const none = await migrate([], { DATA_DIR: dataDir });
    expect(none.code).toBe(2);
    expect(none.out).toContain('Falta S3_BUCKET');
    await s3.stop();
    try {
      const down = await migrate([], { DATA_DIR: dataDir, ...s3.env });
      expect(down.code).toBe(1);
      expect(down.out).toContain(
        `No se pudo conectar con el bucket S3 "rifas-test" en ${s3.endpoint}`,
      );
    } finally {
      await s3.start();
    }
  });

  it('the server refuses to start with the bucket unreachable: a Spanish error, exit 1', async () => {
    await s3.stop();
    try {
      const server = await run('apps/api/src/server.ts', [], {
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        ...s3.env,
      });
      expect(server.code).toBe(1);
      expect(server.out).toContain(
        `No se pudo conectar con el bucket S3 "rifas-test" en ${s3.endpoint}`,
      );
      expect(server.out).not.toContain('Rifas está funcionando');
    } finally {
      await s3.start();
    }
  });
});
