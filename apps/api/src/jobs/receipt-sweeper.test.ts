import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '../db/client';
import { payments } from '../db/schema';
import { createTestApp, type TestContext } from '../test/app';
import { getStorage } from '../lib/storage';
import { buildReviewPayment } from '../test/payment-factories';
import { buildRaffle } from '../test/raffle-factories';
import { sweepOrphanReceipts } from './receipt-sweeper';

const HOUR = 3_600_000;

async function claimedReceipts(database: Database): Promise<Set<string>> {
  const rows = await database.db
    .select({ key: payments.capturePath })
    .from(payments)
    .where(isNotNull(payments.capturePath));
  return new Set(rows.flatMap((row) => (row.key ? [row.key] : [])));
}

describe('orphan receipt sweeper', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('deletes receipts no payment names once past the grace period, and nothing else', async () => {
    const dir = join(ctx.config.uploadDir, 'private');
    await mkdir(dir, { recursive: true });
    const raffle = await buildRaffle(ctx.database.db);
    const names = {
      claimed: 'a'.repeat(32) + '.png',
      orphan: 'b'.repeat(32) + '.png',
      fresh: 'c'.repeat(32) + '.png',
    };
    for (const name of Object.values(names)) await writeFile(join(dir, name), 'x');
    const old = new Date(Date.now() - 2 * HOUR);
    await utimes(join(dir, names.claimed), old, old);
    await utimes(join(dir, names.orphan), old, old);
    await buildReviewPayment(ctx.database.db, {
      raffleId: raffle.id,
      numbers: [5],
      capturePath: `private/${names.claimed}`,
    });
    const removed = await sweepOrphanReceipts({
      ...ctx,
      storage: ctx.app.storage,
      now: new Date(),
    });
    expect(removed).toEqual([`private/${names.orphan}`]);
    expect((await readdir(dir)).sort()).toEqual([names.claimed, names.fresh].sort());
  });

  it('leaves no receipt behind a purchase killed mid-write', { timeout: 180_000 }, async () => {
    const work = await mkdtemp(join(tmpdir(), 'rifas-kill-'));
    const uploadDir = join(work, 'uploads');
    const bystander = join(uploadDir, 'public', 'cartel.webp');
    await mkdir(join(uploadDir, 'public'), { recursive: true });
    await writeFile(bystander, 'x');
    const target = ctx.database.url ?? join(work, 'db');
    // On PostgreSQL the child shares this file's database: the receipts named
    // by the first test's payments live elsewhere and are not this test's.
    const before = ctx.database.url ? await claimedReceipts(ctx.database) : new Set<string>();
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        fileURLToPath(new URL('../test/children/purchase-child.ts', import.meta.url)),
        uploadDir,
        target,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
    const privateDir = join(uploadDir, 'private');
    // Kill the moment the receipt file appears: before its payment commits.
    while (child.exitCode === null) {
      if (
        output.includes('READY') &&
        existsSync(privateDir) &&
        (await readdir(privateDir)).length > 0
      ) {
        child.kill('SIGKILL');
        break;
      }
      await new Promise((r) => setTimeout(r, 2));
    }
    await exited;
    expect(output).toContain('READY');
    expect(output).not.toContain('DONE');

    const database = ctx.database.url ? ctx.database : await openPglite(target);
    const claimed = new Set(
      [...(await claimedReceipts(database))].filter((key) => !before.has(key)),
    );
    // Past the grace period (a clock an hour ahead): every unclaimed receipt goes.
    await sweepOrphanReceipts({
      database,
      storage: getStorage(uploadDir),
      now: new Date(Date.now() + HOUR),
    });
    const left = (await readdir(privateDir)).map((name) => `private/${name}`);
    expect(left.filter((key) => !claimed.has(key))).toEqual([]);
    expect([...claimed].filter((key) => key.startsWith('private/') && !left.includes(key))).toEqual(
      [],
    );
    expect(existsSync(bystander)).toBe(true);
    if (!ctx.database.url) await database.close();
    await rm(work, { recursive: true, force: true });
  });
});
