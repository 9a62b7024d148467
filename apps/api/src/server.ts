import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { firstAdminNotice, prepareDatabase } from './seeds/prepare';
import { startBackgroundJobs } from './jobs';
import { describeError } from './lib/log-errors';
import { getStorage, StorageUnavailableError } from './lib/storage';

/** On the embedded default the secret is generated once and kept in DATA_DIR. */
async function resolveAppSecret(config: Config): Promise<string> {
  if (config.appSecret) return config.appSecret;
  const file = `${config.dataDir}/app-secret`;
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  await mkdir(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // The bucket (S3_BUCKET) must answer before anything is served (ADR 081).
  try {
    await getStorage(config).check();
  } catch (err) {
    if (err instanceof StorageUnavailableError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const appSecret = await resolveAppSecret(config);
  const database = await openDatabase(config);
  const admin = await prepareDatabase(database, config, {
    info: (obj, msg) => console.log(typeof obj === 'string' ? obj : (msg ?? '')),
  });
  const webDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));
  const app = await buildApp({ config: { ...config, appSecret }, database, webDistDir });
  const stopJobs = startBackgroundJobs(app);

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl
    ? 'PostgreSQL'
    : `base de datos embebida en ${config.dataDir}/db`;
  console.log(`\nRifas está funcionando en ${config.publicUrl} (${where})`);
  console.log(`Panel de administración: ${config.publicUrl}/admin`);
  for (const line of firstAdminNotice(admin)) console.log(line);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000).unref();
    try {
      await app.close(); // stops accepting, lets requests in flight finish
      await stopJobs();
      await database.close();
      clearTimeout(force);
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  console.error('No se pudo iniciar Rifas:', describeError(err));
  process.exit(1);
});
