// npm start: builds what is missing or stale, then runs the API, which migrates
// the database and serves the SPA on PORT (default 3000).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serverNodeFlags } from './server-node-flags.mjs';

const root = new URL('..', import.meta.url).pathname;

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  if (!statSync(dir).isDirectory()) return statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function stale(output, ...sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((dir) => newestMtime(join(root, dir)) > built);
}

function run(args) {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (
  stale(
    join(root, 'apps/web/dist/index.html'),
    'apps/web/src',
    'packages/shared/src',
    'apps/web/index.html',
  )
) {
  console.log('Compilando la aplicación web…');
  run(['run', 'build', '-w', 'apps/web']);
}
if (stale(join(root, 'apps/api/dist/server.js'), 'apps/api/src', 'packages/shared/src')) {
  console.log('Compilando la API…');
  run(['run', 'build', '-w', 'apps/api']);
}

const child = spawn(
  process.execPath,
  [...serverNodeFlags(), join(root, 'apps/api/dist/server.js')],
  {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'production', ...process.env },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
