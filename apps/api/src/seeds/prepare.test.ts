import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app';
import { openPostgres } from '../db/client';
import { users } from '../db/schema';
import { testConfig } from '../test/app';
import { createTestDatabase } from '../test/database';
import { firstAdminNotice, prepareDatabase } from './prepare';

const onPostgres = Boolean(inject('pgTemplateUrl'));
const ADMIN_PASSWORD = 'Clave-Dada-Por-El-Operador-77';

describe('start-up database preparation', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'rifas-start-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  // Two fresh databases and two password hashes: slow on a loaded machine.
  it(
    'prints a generated admin password once, and never one given in ADMIN_PASSWORD',
    { timeout: 120_000 },
    async () => {
      const generated = await createTestDatabase();
      const config = testConfig(dataDir, { SEED_DEMO: 'false' });
      const first = await prepareDatabase(generated, config, { info: () => undefined });
      expect(first?.generated).toBe(true);
      expect(firstAdminNotice(first).join('\n')).toContain(first!.password);
      // A second start finds the admin and says nothing.
      expect(await prepareDatabase(generated, config, { info: () => undefined })).toBeNull();
      await generated.drop();

      const given = await createTestDatabase();
      const withPassword = testConfig(dataDir, {
        SEED_DEMO: 'false',
        ADMIN_EMAIL: 'jefa@rifas.test',
        ADMIN_PASSWORD,
      });
      const admin = await prepareDatabase(given, withPassword, { info: () => undefined });
      const notice = firstAdminNotice(admin).join('\n');
      expect(notice).toContain('jefa@rifas.test');
      expect(notice).not.toContain(ADMIN_PASSWORD);
      await given.drop();
    },
  );

  it.runIf(onPostgres)(
    'three instances started at once on a new PostgreSQL database all come up, five times',
    { timeout: 180_000 },
    async () => {
      const baseUrl = inject('pgBaseUrl')!;
      for (let trial = 0; trial < 5; trial += 1) {
        const name = `rifas_cold_${randomBytes(5).toString('hex')}`;
        const admin = new pg.Client({ connectionString: baseUrl });
        await admin.connect();
        await admin.query(`create database "${name}"`);
        const url = new URL(baseUrl);
        url.pathname = `/${name}`;
        const printed: string[] = [];
        const config = testConfig(dataDir, {
          DATABASE_URL: url.toString(),
          ADMIN_EMAIL: 'jefa@rifas.test',
          ADMIN_PASSWORD,
        });
        const start = async () => {
          const database = openPostgres(url.toString(), 4);
          const first = await prepareDatabase(database, config, {
            info: (m) => void printed.push(String(m)),
          });
          printed.push(...firstAdminNotice(first));
          const app = await buildApp({ config, database });
          await app.ready();
          const health = await app.inject({ method: 'GET', url: '/api/health' });
          await app.close();
          await database.close();
          return { created: first !== null, health: health.statusCode };
        };
        try {
          const instances = await Promise.allSettled([start(), start(), start()]);
          const failures = instances.filter((r) => r.status === 'rejected');
          expect(failures.map((f) => String((f as PromiseRejectedResult).reason))).toEqual([]);
          const results = instances.map(
            (r) => (r as PromiseFulfilledResult<{ created: boolean; health: number }>).value,
          );
          expect(results.map((r) => r.health)).toEqual([200, 200, 200]);
          expect(results.filter((r) => r.created)).toHaveLength(1);
          const check = openPostgres(url.toString(), 1);
          const [row] = await check.db.select({ n: count() }).from(users);
          await check.close();
          expect(row!.n).toBe(1);
          const output = printed.join('\n');
          expect(output).not.toContain(ADMIN_PASSWORD);
          expect(output).not.toContain('$argon2');
        } finally {
          await admin.query(`drop database if exists "${name}" with (force)`);
          await admin.end();
        }
      }
    },
  );
});
