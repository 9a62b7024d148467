import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The port of a spec's own shop: E2E_PORT + 1000 unless E2E_OWN_SHOP_PORT says,
 * so parallel runs on other E2E_PORTs do not collide.
 */
export const ownShopPort = Number(
  process.env.E2E_OWN_SHOP_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1000,
);

/**
 * A second built app on a fresh embedded database of its own (scripts/e2e-server.mjs
 * on another port), for a spec that changes the whole shop ('Vaciar Todo'): the
 * other specs never see it, whatever order or worker they run in.
 * Resolves once /api/health answers; `stop()` ends it and deletes its data.
 */
export async function startOwnShop(port = ownShopPort): Promise<{ stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    cwd: root,
    // The embedded database, as a shop on one machine runs: 'Vaciar Todo' and its backup
    // stay covered on PGlite while the main e2e server runs on PostgreSQL (ADR 095).
    env: { ...process.env, E2E_PORT: String(port), E2E_EMBEDDED_DB: 'true' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`e2e-server on port ${port} exited early`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return { stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`e2e-server on port ${port} did not answer within 90 s`);
}
