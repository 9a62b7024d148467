/*
 * A process that buys with a large receipt, for the crash test of
 * jobs/receipt-sweeper.test.ts: argv = upload dir, then a PostgreSQL URL or a
 * PGlite data directory. It prints READY just before the purchase; the test
 * kills it (SIGKILL) as soon as the receipt file appears.
 */
import sharp from 'sharp';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openPglite, openPostgres } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { buyerPayment, postPurchase } from '../number-factories';
import { buildPaymentMethod, buildRaffle } from '../raffle-factories';

const [uploadDir, target] = process.argv.slice(2) as [string, string];
const database = target.startsWith('postgres') ? openPostgres(target, 2) : await openPglite(target);
if (database.driver === 'pglite') await runMigrations(database);
const config = loadConfig({
  NODE_ENV: 'test',
  UPLOAD_DIR: uploadDir,
  DATA_DIR: uploadDir,
  APP_SECRET: 'child-secret-child-secret-child-secret-01',
  GUEST_CHALLENGE: 'false',
  ABUSE_LIMITS: 'false',
  LOG_LEVEL: 'silent',
});
const app = await buildApp({
  config: { ...config, appSecret: config.appSecret!, runJobs: false },
  database,
});
await app.ready();
const raffle = await buildRaffle(database.db, { endNumber: 999 });
const method = await buildPaymentMethod(database.db);
// Noise does not compress: a ~4 MB PNG that takes a while to check and re-encode.
const noise = Buffer.alloc(1100 * 1100 * 3);
for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
const image = await sharp(noise, { raw: { width: 1100, height: 1100, channels: 3 } })
  .png()
  .toBuffer();
console.log('READY');
const res = await postPurchase(app, raffle.id, {
  numbers: [1, 2, 3],
  payment: buyerPayment(method.id),
  image: { buffer: image },
});
console.log(`DONE ${res.statusCode}`);
