import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type App } from '../app';
import { testConfig } from './app';
import { createTestDatabase } from './database';

export type LoggedApp = {
  app: App;
  /** Every line the app's own (redacting) logger wrote, in order. */
  lines: string[];
  /** All the lines as one text, for "never contains" assertions. */
  log(): string;
  close(): Promise<void>;
};

/**
 * An app on a fresh database whose real logger (redaction, error serializer,
 * level info) writes into memory, for tests of what reaches the log.
 */
export async function createLoggedApp(
  name: string,
  env: Record<string, string> = {},
): Promise<LoggedApp> {
  const lines: string[] = [];
  const dataDir = await mkdtemp(join(tmpdir(), `rifas-${name}-`));
  const database = await createTestDatabase();
  const app = await buildApp({
    config: testConfig(dataDir, { LOG_LEVEL: 'info', ...env }),
    database,
    logStream: { write: (line) => void lines.push(line) },
  });
  await app.ready();
  return {
    app,
    lines,
    log: () => lines.join(''),
    async close() {
      await app.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
