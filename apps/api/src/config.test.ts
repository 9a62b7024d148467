import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
  throw new Error('expected a ConfigError');
}

describe('configuration', () => {
  it('has working defaults for the embedded install', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(resolve('data'));
    expect(config.uploadDir).toBe(resolve('data/uploads'));
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.businessTz).toBe('America/Caracas');
    expect(config.holdMinutes).toBe(15);
    expect(config.maxNumbersPerOrder).toBe(500);
    expect(config.ratesRefreshSeconds).toBe(120);
    expect(config.seedDemo).toBe(true);
    expect(config.allowPrivateRateUrls).toBe(false);
  });

  it('parses values and booleans', () => {
    const config = loadConfig({
      PORT: '8080',
      SEED_DEMO: 'false',
      TRUST_PROXY: '2',
      PUBLIC_URL: 'https://rifas.example.com/',
      ADMIN_EMAIL: 'Jefe@Example.com',
      ADMIN_PASSWORD: 'muy-segura',
    });
    expect(config.port).toBe(8080);
    expect(config.seedDemo).toBe(false);
    expect(config.trustProxy).toBe(2);
    expect(config.publicUrl).toBe('https://rifas.example.com');
    expect(config.adminEmail).toBe('jefe@example.com');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x@y/z', APP_SECRET: 'x'.repeat(32) }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'postgres://u@h:5432/db' }, 'APP_SECRET'],
    [{ APP_SECRET: 'short' }, 'APP_SECRET'],
    [{ BUSINESS_TZ: 'Marte/Olympus' }, 'BUSINESS_TZ'],
    [{ SEED_DEMO: 'quizas' }, 'SEED_DEMO'],
    [{ ADMIN_EMAIL: 'jefe@example.com' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: 'no-es-email', ADMIN_PASSWORD: 'secreta' }, 'ADMIN_EMAIL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ SUPPORT_WHATSAPP: '+58 412' }, 'SUPPORT_WHATSAPP'],
    [{ HOLD_MINUTES: '0' }, 'HOLD_MINUTES'],
  ])('stops start-up with a clear message for %o', (env, variable) => {
    const error = configError(env);
    expect(error.message).toMatch(/^Configuración no válida:/);
    expect(error.message).toContain(`- ${variable}:`);
  });

  it('lists every bad value at once', () => {
    const error = configError({ PORT: 'x', BUSINESS_TZ: 'nada' });
    expect(error.issues.map((i) => i.path[0])).toEqual(
      expect.arrayContaining(['PORT', 'BUSINESS_TZ']),
    );
  });

  it('turns the bucket on with S3_BUCKET, and checks its companions (ADR 081)', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({
        S3_BUCKET: 'rifas',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secreto',
        S3_PUBLIC_URL: 'https://cdn.rifas.test/',
      }).s3,
    ).toEqual({
      bucket: 'rifas',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secreto',
      publicUrl: 'https://cdn.rifas.test',
    });
    expect(configError({ S3_BUCKET: 'rifas', S3_ACCESS_KEY_ID: 'id' }).message).toContain(
      '- S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY van juntos',
    );
    expect(configError({ S3_ENDPOINT: 'http://127.0.0.1:9000' }).message).toContain(
      '- S3_BUCKET: es obligatorio cuando se usa S3_ENDPOINT o S3_PUBLIC_URL',
    );
    expect(configError({ S3_BUCKET: 'rifas', S3_ENDPOINT: 'ftp://x' }).message).toContain(
      '- S3_ENDPOINT:',
    );
  });
});
