// npm run test:pg: the API suite on PostgreSQL. DATABASE_URL names a server and
// a database to connect to; each run creates (and drops) fresh databases there.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('test:pg necesita DATABASE_URL, p. ej. postgres://postgres@127.0.0.1:5432/test');
  process.exit(1);
}
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
try {
  await client.connect();
  const { rows } = await client.query('show server_version');
  console.log(`PostgreSQL ${rows[0].server_version} en ${new URL(url).host}`);
} catch (err) {
  console.error(`No se pudo conectar a PostgreSQL (${url}): ${err.message}`);
  process.exit(1);
} finally {
  await client.end().catch(() => undefined);
}
const result = spawnSync('npx', ['vitest', 'run', '--project', 'api', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: process.env,
});
process.exit(result.status ?? 1);
