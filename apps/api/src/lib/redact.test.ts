import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { testConfig } from '../test/app';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { redactUrl } from './redact';

describe('logs', () => {
  const lines: string[] = [];
  let app: App;
  let database: TestDatabase;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'rifas-logs-'));
    database = await createTestDatabase();
    app = await buildApp({
      config: testConfig(dataDir, { LOG_LEVEL: 'info' }),
      database,
      logStream: { write: (line) => void lines.push(line) },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('never contain tokens, passwords or link tokens', async () => {
    await app.inject({
      method: 'GET',
      url: '/api/auth/verify-email?token=enlace-secreto-123',
    });
    await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { authorization: 'Bearer sesion-secreta-456' },
      payload: { email: 'ana@prueba.test', password: 'clave-secreta-789' },
    });
    const log = lines.join('');
    expect(log).toContain('/api/auth/verify-email'); // requests are logged…
    for (const secret of ['enlace-secreto-123', 'sesion-secreta-456', 'clave-secreta-789']) {
      expect(log).not.toContain(secret); // …without their secrets
    }
  });

  it('redactUrl hides token-like query values only', () => {
    expect(redactUrl('/api/x?token=abc&page=2')).toBe('/api/x?token=%5Bredactado%5D&page=2');
    expect(redactUrl('/api/x?page=2')).toBe('/api/x?page=2');
  });
});
