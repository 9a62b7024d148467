import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openPostgres, type Database } from './client';
import { functionsFolder, runMigrations } from './migrate';
import { applyFunctions, readFunctionFiles, type FunctionFile } from './sql-functions';
import { rowsOf } from './sql-rows';
import { createTestDatabase, type TestDatabase } from '../test/database';

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));
const CREATES = /\bCREATE\s+(?:OR\s+REPLACE\s+)?(FUNCTION|TRIGGER)\s+(\w+)/gi;

async function sqlFiles(folder: string): Promise<{ path: string; text: string }[]> {
  const names = (await readdir(folder)).filter((f) => f.endsWith('.sql')).sort();
  return Promise.all(
    names.map(async (name) => ({
      path: join(folder, name),
      text: await readFile(join(folder, name), 'utf8'),
    })),
  );
}

/** Every function or trigger a text creates: `function rifas_sell`, `trigger raffles_frozen`. */
const createdIn = (text: string) =>
  [...text.matchAll(CREATES)].map(([, kind, name]) => `${kind!.toLowerCase()} ${name}`);

/** The body between a function file's dollar quotes, as PostgreSQL keeps it (pg_proc.prosrc). */
const bodyOf = (text: string) => text.split('$$')[1]!;

describe('one file per SQL function (ADR 067)', () => {
  it('defines each function and trigger in exactly one file, none of them in a migration', async () => {
    const files = [...(await sqlFiles(MIGRATIONS)), ...(await sqlFiles(functionsFolder()))];
    const where = new Map<string, string[]>();
    for (const file of files) {
      for (const created of createdIn(file.text)) {
        where.set(created, [...(where.get(created) ?? []), file.path]);
      }
    }
    const twice = [...where].filter(([, paths]) => paths.length > 1);
    expect(twice).toEqual([]);
    const inMigrations = [...where].filter(([, [path]]) => path!.startsWith(MIGRATIONS));
    expect(inMigrations).toEqual([]);
  });

  it('names each function file after the one function it creates', async () => {
    for (const file of await readFunctionFiles(functionsFolder())) {
      const functions = createdIn(file.text).filter((c) => c.startsWith('function '));
      expect(functions, file.name).toEqual([`function ${file.name}`]);
      expect(file.text, file.name).not.toMatch(/\bCREATE\s+(FUNCTION|TRIGGER)\b/i);
    }
  });
});

/** Runs each file again with its body checked, in a transaction that is rolled back. */
async function compileChecked(database: Database, file: FunctionFile): Promise<void> {
  const text = `SET LOCAL check_function_bodies = on;\n${file.text}`;
  if (database.pool) {
    const client = await database.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(text);
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
    return;
  }
  await database.pglite!.transaction(async (tx) => {
    await tx.exec(text);
    await tx.rollback();
  });
}

describe('the functions in the database', () => {
  let database: TestDatabase;
  let files: FunctionFile[];
  beforeAll(async () => {
    database = await createTestDatabase();
    files = await readFunctionFiles(functionsFolder());
  });
  afterAll(() => database.drop());

  const checksums = async () =>
    rowsOf<{ name: string; checksum: string; applied_at: Date }>(
      await database.db.execute(
        sql`select name, checksum, applied_at from drizzle.rifas_functions`,
      ),
    );
  const bodies = async () =>
    new Map(
      rowsOf<{ proname: string; prosrc: string }>(
        await database.db.execute(
          sql`select proname, prosrc from pg_proc where proname like 'rifas\_%'`,
        ),
      ).map((row) => [row.proname, row.prosrc]),
    );

  it('are built from the migrations plus db/functions: each body as its file says, one checksum each', async () => {
    const inDatabase = await bodies();
    expect([...inDatabase.keys()].sort()).toEqual(files.map((f) => f.name));
    for (const file of files) expect(inDatabase.get(file.name), file.name).toBe(bodyOf(file.text));
    const rows = await checksums();
    expect(rows.map((r) => [r.name, r.checksum]).sort()).toEqual(
      files.map((f) => [f.name, f.checksum]),
    );
    const triggers = rowsOf<{ tgname: string }>(
      await database.db.execute(sql`select tgname from pg_trigger where not tgisinternal`),
    ).map((row) => row.tgname);
    const declared = files.flatMap((f) =>
      createdIn(f.text)
        .filter((c) => c.startsWith('trigger '))
        .map((c) => c.slice('trigger '.length)),
    );
    expect(triggers.sort()).toEqual(declared.sort());
  });

  it('each compile with their bodies checked against the final tables', async () => {
    for (const file of files) await compileChecked(database, file);
  });

  it('keep their plans: all PL/pgSQL, the hold and the sale planned once per connection (ADR 093)', async () => {
    const rows = rowsOf<{ proname: string; lanname: string; proconfig: string[] | null }>(
      await database.db.execute(
        sql`select p.proname, l.lanname, p.proconfig from pg_proc p
          join pg_language l on l.oid = p.prolang where p.proname like 'rifas\_%'`,
      ),
    );
    // PostgreSQL 15 parses and plans a SQL-language function's body on every call.
    expect(rows.filter((r) => r.lanname !== 'plpgsql').map((r) => r.proname)).toEqual([]);
    for (const name of ['rifas_hold', 'rifas_sell']) {
      expect(rows.find((r) => r.proname === name)?.proconfig, name).toEqual([
        'plan_cache_mode=force_generic_plan',
      ]);
    }
  });

  it('an existing database gets a changed function in place, and nothing else again', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'rifas-functions-'));
    try {
      await cp(functionsFolder(), dir, { recursive: true });
      const path = join(dir, 'rifas_spend_challenge.sql');
      const text = await readFile(path, 'utf8');
      await writeFile(path, text.replace('  INSERT INTO', '  -- changed\n  INSERT INTO'));
      const before = await checksums();
      const changed = await readFunctionFiles(dir);

      expect(await applyFunctions(database, changed)).toEqual(['rifas_spend_challenge']);
      expect((await bodies()).get('rifas_spend_challenge')).toContain('-- changed');
      const after = await checksums();
      const row = after.find((r) => r.name === 'rifas_spend_challenge')!;
      expect(row.checksum).toBe(changed.find((f) => f.name === 'rifas_spend_challenge')!.checksum);
      const others = (rows: typeof after) =>
        rows.filter((r) => r.name !== 'rifas_spend_challenge').map((r) => [r.name, r.applied_at]);
      expect(others(after)).toEqual(others(before));

      expect(await applyFunctions(database, changed)).toEqual([]);
      // Back to the committed text, as the next deploy would.
      expect(await runMigrations(database)).toEqual(['rifas_spend_challenge']);
      expect((await bodies()).get('rifas_spend_challenge')).toBe(
        bodyOf(files.find((f) => f.name === 'rifas_spend_challenge')!.text),
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('a database from before db/functions (bodies by its migrations) gets every file once', async () => {
    await database.db.execute(sql`drop table drizzle.rifas_functions`);
    await database.db.execute(
      sql.raw(`create or replace function rifas_spend_challenge(p_challenge jsonb) returns boolean
        language sql volatile as $$ select true $$`),
    );
    expect(await runMigrations(database)).toEqual(files.map((f) => f.name));
    expect((await bodies()).get('rifas_spend_challenge')).toBe(
      bodyOf(files.find((f) => f.name === 'rifas_spend_challenge')!.text),
    );
    expect(await runMigrations(database)).toEqual([]);
  });
});

describe.runIf(inject('pgBaseUrl'))('several instances starting at once on PostgreSQL', () => {
  it('take turns: the tables once, each function applied by one of them', async () => {
    const baseUrl = inject('pgBaseUrl')!;
    const name = `rifas_t_fresh_${Date.now()}_${process.pid}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    const instances = [0, 1, 2].map(() => openPostgres(url.toString(), 2));
    try {
      const applied = await Promise.all(instances.map((db) => runMigrations(db)));
      const files = await readFunctionFiles(functionsFolder());
      expect(applied.flat().sort()).toEqual(files.map((f) => f.name));
      const result = await instances[0]!.db.execute(
        sql`select count(*)::int as n from drizzle.rifas_functions`,
      );
      expect(rowsOf<{ n: number }>(result)[0]!.n).toBe(files.length);
    } finally {
      await Promise.all(instances.map((db) => db.close()));
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
});
