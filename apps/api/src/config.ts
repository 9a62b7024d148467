import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_BUSINESS_TZ, DEFAULT_MAX_NUMBERS_PER_ORDER } from '@rifas/shared';
import { isTrustProxyList, parseTrustProxy } from './lib/client-network';

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
    // Files in an S3-compatible bucket instead of UPLOAD_DIR (ADR 081).
    S3_BUCKET: optionalText,
    S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    S3_REGION: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    APP_SECRET: optionalText.pipe(
      z.string().min(32, 'debe tener al menos 32 caracteres').optional(),
    ),
    TRUST_PROXY: optionalText.refine(
      (v) => v === undefined || /^(true|false|\d+)$/.test(v) || isTrustProxyList(v),
      'debe ser un número de saltos o la lista de direcciones IP o rangos CIDR del balanceador',
    ),
    IPV6_PREFIX_LENGTH: int(64, 16, 128),
    IPV6_DELEGATION_PREFIX_LENGTH: int(48, 16, 128),
    SMTP_URL: optionalText.pipe(
      z.url({ protocol: /^smtps?$/, error: 'debe ser smtp:// o smtps://' }).optional(),
    ),
    MAIL_FROM: z.string().default('Rifas <no-reply@rifas.local>'),
    ADMIN_EMAIL: optionalText.pipe(z.email('no es un email válido').optional()),
    ADMIN_PASSWORD: optionalText.pipe(
      z.string().min(6, 'debe tener al menos 6 caracteres').optional(),
    ),
    SEED_DEMO: bool(true),
    BUSINESS_TZ: z
      .string()
      .default(DEFAULT_BUSINESS_TZ)
      .refine(isTimeZone, 'no es una zona horaria IANA válida (p. ej. America/Caracas)'),
    HOLD_MINUTES: int(15, 1, 24 * 60),
    MAX_NUMBERS_PER_ORDER: int(DEFAULT_MAX_NUMBERS_PER_ORDER, 1, 100_000),
    RATES_REFRESH_SECONDS: int(120, 5, 86_400),
    PAYMENT_SOURCES_READ_SECONDS: int(60, 5, 3_600),
    // A rate older than this is flagged 'Tasa vieja' in the admin; RATE_STALE_HIDE hides its prices.
    RATE_STALE_HOURS: int(24, 1, 24 * 365),
    RATE_STALE_HIDE: bool(false),
    OUTBOX_POLL_SECONDS: int(5, 1, 3_600),
    ALLOW_PRIVATE_RATE_URLS: bool(false),
    // Another Bot API server (a self-hosted telegram-bot-api, or a test's).
    TELEGRAM_API_ROOT: z.url({ protocol: /^https?$/ }).default('https://api.telegram.org'),
    // Push endpoints on loopback or private addresses, over http too (tests, local development).
    ALLOW_PRIVATE_PUSH_URLS: bool(false),
    // Lottery result pages on loopback or private addresses (tests, local development).
    ALLOW_PRIVATE_RESULT_URLS: bool(false),
    // The result sites' presets under another origin, as <root>/<host><path> (tests).
    LOTTERY_PRESETS_ROOT: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
    RESULT_FETCH_TIMEOUT_SECONDS: int(10, 1, 60),
    // The first reading of a prize's result, this long after its lottery draw (e2e: 0).
    RESULT_FIRST_CHECK_MINUTES: int(5, 0, 60),
    // 'Fuentes automáticas': IMAP hosts on loopback or private addresses (tests, local development).
    ALLOW_PRIVATE_IMAP_HOSTS: bool(false),
    // The DNS server the banks' DKIM keys are read from ('host:port'); the system's when empty.
    DKIM_DNS_SERVER: z
      .string()
      .default('')
      .refine((v) => v === '' || /^[\w.:[\]-]+$/.test(v), 'una dirección como 127.0.0.1:53'),
    SUPPORT_WHATSAPP: z
      .string()
      .default('')
      .refine((v) => /^\d{0,15}$/.test(v), 'solo dígitos con código de país, sin + ni espacios'),
    RATE_LIMIT_WINDOW_SECONDS: int(600, 1, 86_400),
    SSE_MAX_PER_IP: int(20, 1, 100_000),
    SSE_MAX_STREAMS: z.coerce.number().int().min(1).max(1_000_000).optional(),
    // Per address: generous, since a whole carrier can share one (CGNAT); the
    // caps on outstanding numbers and the login throttle do the fine work.
    RATE_LIMIT_AUTH_MAX: int(60, 1, 1_000_000),
    RATE_LIMIT_PURCHASE_MAX: int(120, 1, 1_000_000),
    RATE_LIMIT_RESERVE_MAX: int(600, 1, 1_000_000),
    RATE_LIMIT_CHALLENGE_MAX: int(600, 1, 1_000_000),
    RATE_LIMIT_LOOKUP_MAX: int(20, 1, 1_000_000),
    RATE_LIMIT_COUPON_CHECK_MAX: int(300, 1, 1_000_000),
    LOGIN_MAX_FAILURES: int(5, 1, 1_000),
    LOGIN_ADDRESS_MAX_FAILURES: int(50, 1, 1_000_000),
    LOGIN_ACCOUNT_MAX_FAILURES: int(50, 1, 1_000_000),
    LOGIN_MAX_BLOCK_SECONDS: int(900, 1, 86_400),
    ABUSE_LIMITS: bool(true),
    ABUSE_ADDRESS_PERCENT: z.coerce.number().min(0).max(100).default(8),
    ABUSE_ADDRESS_MIN: int(200, 1, 1_000_000),
    ABUSE_BUYER_PERCENT: z.coerce.number().min(0).max(100).default(5),
    ABUSE_BUYER_MIN: int(100, 1, 1_000_000),
    GUEST_CHALLENGE: bool(true),
    GUEST_CHALLENGE_MAXNUMBER: int(30_000, 100, 10_000_000),
    GUEST_CHALLENGE_SECONDS: int(1_800, 60, 86_400),
    PURCHASE_EMAILS_PER_HOUR: int(5, 0, 1_000_000),
    PURCHASE_EMAILS_PER_SENDER_PER_HOUR: int(20, 0, 1_000_000),
    STALE_PAYMENT_HOURS: int(48, 1, 24 * 365),
    // 'Conciliar' (docs/bank-statements.md): amount tolerance in cents, days between payment and credit.
    RECONCILE_TOLERANCE_CENTS: int(1, 0, 1_000_000),
    RECONCILE_WINDOW_DAYS: int(3, 0, 60),
    // Minutes between the admins' e-mail digests of new pending payments; 0 = none.
    PENDING_DIGEST_MINUTES: int(10, 0, 24 * 60),
    ARGON2_MEMORY_KIB: int(19_456, 8, 4_194_304),
    ARGON2_ITERATIONS: int(2, 1, 100),
    SESSION_DAYS: int(30, 1, 365),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
  })
  .refine((env) => !env.DATABASE_URL || env.APP_SECRET, {
    path: ['APP_SECRET'],
    message: 'es obligatorio cuando se usa DATABASE_URL (el mismo valor en todas las instancias)',
  })
  .refine((env) => Boolean(env.S3_ACCESS_KEY_ID) === Boolean(env.S3_SECRET_ACCESS_KEY), {
    path: ['S3_SECRET_ACCESS_KEY'],
    message: 'S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY van juntos',
  })
  .refine((env) => env.S3_BUCKET || !(env.S3_ENDPOINT || env.S3_PUBLIC_URL), {
    path: ['S3_BUCKET'],
    message: 'es obligatorio cuando se usa S3_ENDPOINT o S3_PUBLIC_URL',
  })
  .refine((env) => Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD), {
    path: ['ADMIN_PASSWORD'],
    message: 'ADMIN_EMAIL y ADMIN_PASSWORD van juntos',
  });

export type Env = z.input<typeof EnvSchema>;

/**
 * Live streams the process may hold at once when SSE_MAX_STREAMS is not set:
 * half its open-file limit (read from /proc on Linux), at most 10,000, so
 * sockets for requests, the database pool and files keep the other half.
 */
function defaultMaxStreams(): number {
  try {
    const limits = readFileSync('/proc/self/limits', 'utf8');
    const soft = /^Max open files\s+(\d+)/m.exec(limits)?.[1];
    if (soft) return Math.max(50, Math.min(10_000, Math.floor(Number(soft) / 2)));
  } catch {
    // Not Linux: the conservative default below.
  }
  return 500;
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
    /** The bucket for every stored file when S3_BUCKET is set (lib/storage.ts). */
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          // Most S3-compatible services ignore the region but the signature needs one.
          region: e.S3_REGION ?? 'us-east-1',
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
        }
      : undefined,
    appSecret: e.APP_SECRET,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    ipv6PrefixLength: e.IPV6_PREFIX_LENGTH,
    ipv6DelegationPrefixLength: e.IPV6_DELEGATION_PREFIX_LENGTH,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO,
    businessTz: e.BUSINESS_TZ,
    holdMinutes: e.HOLD_MINUTES,
    maxNumbersPerOrder: e.MAX_NUMBERS_PER_ORDER,
    ratesRefreshSeconds: e.RATES_REFRESH_SECONDS,
    paymentSourcesReadMs: e.PAYMENT_SOURCES_READ_SECONDS * 1000,
    rateStale: { hours: e.RATE_STALE_HOURS, hide: e.RATE_STALE_HIDE },
    outboxPollSeconds: e.OUTBOX_POLL_SECONDS,
    allowPrivateRateUrls: e.ALLOW_PRIVATE_RATE_URLS,
    telegramApiRoot: e.TELEGRAM_API_ROOT.replace(/\/+$/, ''),
    allowPrivatePushUrls: e.ALLOW_PRIVATE_PUSH_URLS,
    allowPrivateResultUrls: e.ALLOW_PRIVATE_RESULT_URLS,
    lotteryPresetsRoot: e.LOTTERY_PRESETS_ROOT.replace(/\/+$/, ''),
    resultFetchTimeoutMs: e.RESULT_FETCH_TIMEOUT_SECONDS * 1000,
    resultFirstCheckMs: e.RESULT_FIRST_CHECK_MINUTES * 60_000,
    allowPrivateImapHosts: e.ALLOW_PRIVATE_IMAP_HOSTS,
    dkimDnsServer: e.DKIM_DNS_SERVER || null,
    supportWhatsapp: e.SUPPORT_WHATSAPP,
    rateLimit: {
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
      authMax: e.RATE_LIMIT_AUTH_MAX,
      purchaseMax: e.RATE_LIMIT_PURCHASE_MAX,
      reserveMax: e.RATE_LIMIT_RESERVE_MAX,
      lookupMax: e.RATE_LIMIT_LOOKUP_MAX,
      couponCheckMax: e.RATE_LIMIT_COUPON_CHECK_MAX,
      challengeMax: e.RATE_LIMIT_CHALLENGE_MAX,
    },
    sseMaxPerIp: e.SSE_MAX_PER_IP,
    sseMaxStreams: e.SSE_MAX_STREAMS ?? defaultMaxStreams(),
    login: {
      maxFailures: e.LOGIN_MAX_FAILURES,
      addressMaxFailures: e.LOGIN_ADDRESS_MAX_FAILURES,
      accountMaxFailures: e.LOGIN_ACCOUNT_MAX_FAILURES,
      maxBlockSeconds: e.LOGIN_MAX_BLOCK_SECONDS,
      // Past this every attempt from the network waits: each one costs an Argon2 hash (ADR 048).
      floodFailures: e.LOGIN_ADDRESS_MAX_FAILURES * 20,
    },
    /** Caps on a raffle's outstanding numbers (held + under pending payment); see docs/decisions/012-abuse-limits.md. */
    abuse: {
      enabled: e.ABUSE_LIMITS,
      addressPercent: e.ABUSE_ADDRESS_PERCENT,
      addressMin: e.ABUSE_ADDRESS_MIN,
      buyerPercent: e.ABUSE_BUYER_PERCENT,
      buyerMin: e.ABUSE_BUYER_MIN,
    },
    challenge: {
      enabled: e.GUEST_CHALLENGE,
      maxNumber: e.GUEST_CHALLENGE_MAXNUMBER,
      seconds: e.GUEST_CHALLENGE_SECONDS,
    },
    purchaseEmailsPerHour: e.PURCHASE_EMAILS_PER_HOUR,
    purchaseEmailsPerSenderPerHour: e.PURCHASE_EMAILS_PER_SENDER_PER_HOUR,
    stalePaymentHours: e.STALE_PAYMENT_HOURS,
    reconcile: { toleranceCents: e.RECONCILE_TOLERANCE_CENTS, windowDays: e.RECONCILE_WINDOW_DAYS },
    /** First-run value of the shop setting `pending_digest_minutes` (modules/settings). */
    pendingDigestMinutes: e.PENDING_DIGEST_MINUTES,
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
