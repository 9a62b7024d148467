// CI smoke test of the README's promise: `npm start` on a new embedded database
// serves the shop with demo data and prints the admin login. Uses a temporary
// DATA_DIR given as a RELATIVE path, like the default ./data.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const port = Number(process.env.SMOKE_PORT ?? 3300);
const dataDir = mkdtempSync(`${root}.smoke-data-`);
const child = spawn('npm', ['start'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: `./${relative(root, dataDir)}`,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
  detached: true,
});
let output = '';
child.stdout.on('data', (chunk) => (output += chunk));

let done = false;
function finish(code, message) {
  if (done) return;
  done = true;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  setTimeout(() => {
    rmSync(dataDir, { recursive: true, force: true });
    console.log(message);
    process.exit(code);
  }, 1500);
}

const deadline = Date.now() + 180_000;
async function check() {
  try {
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    if (health.ok) {
      const raffles = await (await fetch(`http://127.0.0.1:${port}/api/raffles/active`)).json();
      const page = await (await fetch(`http://127.0.0.1:${port}/raffles/1`)).text();
      const problems = [];
      if (!/Contraseña:\s+\S+/.test(output)) problems.push('no admin password printed');
      if (!Array.isArray(raffles) || raffles.length === 0) problems.push('no demo raffles');
      if (!page.includes('<div id="root">')) problems.push('SPA not served');
      return finish(
        problems.length ? 1 : 0,
        problems.length
          ? `smoke: FAILED (${problems.join(', ')})\n${output}`
          : `smoke: npm start OK (${raffles.length} demo raffles, admin login printed)`,
      );
    }
  } catch {
    // not up yet
  }
  if (Date.now() > deadline) return finish(1, `smoke: npm start did not answer\n${output}`);
  setTimeout(check, 1000);
}
child.on('exit', (code) => finish(1, `smoke: npm start exited early (${code})\n${output}`));
check();
