import { resolve } from 'node:path';
import { z } from 'zod';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : ['true', '1', 'yes'].includes(v)));

const int = (fallback: number, min: number, max: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('es', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: int(3000, 0, 65535),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    DATABASE_URL: optionalText.pipe(
      z.url({ protocol: /^postgres(ql)?$/, error: 'debe ser postgres://…' }).optional(),
    ),
    DATA_DIR: z.string().default('./data'),
    UPLOAD_DIR: optionalText,
    APP_SECRET: optionalText.pipe(
      z.string().min(32, 'debe tener al menos 32 caracteres').optional(),
    ),
    TRUST_PROXY: optionalText,
    SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/, error: 'debe ser smtp:// o smtps://' }).optional()),
    MAIL_FROM: z.string().default('Rifas <no-reply@rifas.local>'),
    ADMIN_EMAIL: optionalText.pipe(z.email('no es un email válido').optional()),
    ADMIN_PASSWORD: optionalText.pipe(z.string().min(6, 'debe tener al menos 6 caracteres').optional()),
    SEED_DEMO: bool(true),
    BUSINESS_TZ: z
      .string()
      .default('America/Caracas')
      .refine(isTimeZone, 'no es una zona horaria IANA válida (p. ej. America/Caracas)'),
    HOLD_MINUTES: int(15, 1, 24 * 60),
    MAX_NUMBERS_PER_ORDER: int(500, 1, 100_000),
    RATES_REFRESH_SECONDS: int(120, 5, 86_400),
    OUTBOX_POLL_SECONDS: int(5, 1, 3_600),
    ALLOW_PRIVATE_RATE_URLS: bool(false),
    SUPPORT_WHATSAPP: z
      .string()
      .default('')
      .refine((v) => /^\d{0,15}$/.test(v), 'solo dígitos con código de país, sin + ni espacios'),
    RATE_LIMIT_WINDOW_SECONDS: int(600, 1, 86_400),
    RATE_LIMIT_AUTH_MAX: int(10, 1, 1_000_000),
    RATE_LIMIT_PURCHASE_MAX: int(30, 1, 1_000_000),
    RATE_LIMIT_RESERVE_MAX: int(120, 1, 1_000_000),
    ARGON2_MEMORY_KIB: int(19_456, 8, 4_194_304),
    ARGON2_ITERATIONS: int(2, 1, 100),
    SESSION_DAYS: int(30, 1, 365),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .refine((env) => !env.DATABASE_URL || env.APP_SECRET, {
    path: ['APP_SECRET'],
    message: 'es obligatorio cuando se usa DATABASE_URL (el mismo valor en todas las instancias)',
  })
  .refine((env) => Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD), {
    path: ['ADMIN_PASSWORD'],
    message: 'ADMIN_EMAIL y ADMIN_PASSWORD van juntos',
  });

export type Env = z.input<typeof EnvSchema>;

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value; // comma-separated addresses or CIDR ranges
}

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const result = EnvSchema.safeParse(env);
  if (!result.success) throw new ConfigError(result.error.issues);
  const e = result.data;
  // Absolute from the start: static file serving and the child scripts need it.
  const dataDir = resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    databaseUrl: e.DATABASE_URL,
    dataDir,
    uploadDir: resolve(e.UPLOAD_DIR ?? `${dataDir}/uploads`),
    appSecret: e.APP_SECRET,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO,
    businessTz: e.BUSINESS_TZ,
    holdMinutes: e.HOLD_MINUTES,
    maxNumbersPerOrder: e.MAX_NUMBERS_PER_ORDER,
    ratesRefreshSeconds: e.RATES_REFRESH_SECONDS,
    outboxPollSeconds: e.OUTBOX_POLL_SECONDS,
    allowPrivateRateUrls: e.ALLOW_PRIVATE_RATE_URLS,
    supportWhatsapp: e.SUPPORT_WHATSAPP,
    rateLimit: {
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
      authMax: e.RATE_LIMIT_AUTH_MAX,
      purchaseMax: e.RATE_LIMIT_PURCHASE_MAX,
      reserveMax: e.RATE_LIMIT_RESERVE_MAX,
    },
    argon2: { memoryCost: e.ARGON2_MEMORY_KIB, timeCost: e.ARGON2_ITERATIONS },
    sessionDays: e.SESSION_DAYS,
    logLevel: e.LOG_LEVEL,
    /** Background jobs (outbox, rates, sweeper) run on timers unless turned off (tests drive them). */
    runJobs: true,
  };
}

export type Config = ReturnType<typeof loadConfig> & { appSecret: string | undefined };

export class ConfigError extends Error {
  constructor(readonly issues: z.core.$ZodIssue[]) {
    super(
      'Configuración no válida:\n' +
        issues.map((i) => `  - ${i.path.join('.') || '(entorno)'}: ${i.message}`).join('\n'),
    );
    this.name = 'ConfigError';
  }
}
