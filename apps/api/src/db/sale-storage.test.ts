import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from './sql-rows';
import { createTestDatabase, type TestDatabase } from '../test/database';

/** An e-mail's HTML the size of the purchase e-mail's (~12 KB), compressible as it is. */
const HTML = Array.from(
  { length: 160 },
  (_, i) => `<tr><td style="padding:8px 12px;color:#1f2937">Número ${i}</td></tr>`,
).join('');

describe('an outbox e-mail is compressed with lz4 where the server has it (ADR 097)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('compresses the HTML with lz4 on a server built with it, else pglz', async () => {
    const now = new Date('2026-11-28T12:00:00Z').toISOString();
    await database.db.execute(sql`select rifas_queue_email_under_cap('purchase', 'a@b.test',
      'a@b.test', 'Asunto', 'Texto', ${HTML}, ${now}::timestamptz, ${now}::timestamptz - interval '1 hour', 5)`);
    const [row] = rowsOf<{ stored: number; method: string; lz4: boolean }>(
      await database.db.execute(sql`select pg_column_size(o.html) as stored,
          pg_column_compression(o.html) as method,
          exists (select 1 from pg_settings where name = 'default_toast_compression'
            and 'lz4' = any(enumvals)) as lz4
        from outbox_emails o`),
    );
    expect(HTML.length).toBeGreaterThan(10_000);
    expect(Number(row!.stored)).toBeLessThan(HTML.length / 2);
    expect(row!.method).toBe(row!.lz4 ? 'lz4' : 'pglz');
  });
});
