import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite, wrapPglite, type Database } from './client';

/**
 * db/prepared.ts and db/pglite-prepared.ts use internals of Drizzle and PGlite that
 * no version promises to keep (ADR 025). Both packages are pinned to exact
 * versions in apps/api/package.json; this fails when an upgrade (or a range put
 * back) changes the version or what those files rely on, so the upgrade is a
 * decision, re-checked by pglite-prepared.test.ts and the purchase tests.
 */
const manifest = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as { dependencies: Record<string, string> };
// The workspace's packages are installed at the root (npm workspaces hoist them).
const installed = (name: string) =>
  (
    JSON.parse(
      readFileSync(
        new URL(`../../../../node_modules/${name}/package.json`, import.meta.url),
        'utf8',
      ),
    ) as { version: string }
  ).version;

describe('the pinned internals of Drizzle and PGlite', () => {
  let database: Database;
  beforeAll(async () => {
    database = wrapPglite(await createPglite());
  });
  afterAll(() => database.close());

  it('pins both packages to the exact versions installed', () => {
    for (const name of ['@electric-sql/pglite', 'drizzle-orm']) {
      const pinned = manifest.dependencies[name];
      expect(pinned, `${name} must be pinned to an exact version`).toMatch(/^\d+\.\d+\.\d+$/);
      expect(installed(name)).toBe(pinned);
    }
    expect(manifest.dependencies['@electric-sql/pglite']).toBe('0.5.16');
    expect(manifest.dependencies['drizzle-orm']).toBe('0.45.4');
  });

  it('still has what db/prepared.ts and db/pglite-prepared.ts call', () => {
    const handle = database.db as unknown as {
      dialect: { sqlToQuery: unknown };
      session: { prepareQuery: unknown; client: Record<string, unknown> };
    };
    expect(typeof handle.dialect.sqlToQuery).toBe('function');
    expect(typeof handle.session.prepareQuery).toBe('function');
    const pglite = handle.session.client;
    for (const method of ['_runExclusiveQuery', '_runExclusiveTransaction', 'execProtocolStream']) {
      expect(typeof pglite[method], method).toBe('function');
    }
    expect(typeof pglite.serializers).toBe('object');
    expect(typeof pglite.parsers).toBe('object');
    const built = (handle.dialect.sqlToQuery as (q: unknown) => { sql: string; params: unknown[] })(
      sql`select ${1}::int as one`,
    );
    expect(built).toMatchObject({ sql: 'select $1::int as one', params: [1] });
  });
});
