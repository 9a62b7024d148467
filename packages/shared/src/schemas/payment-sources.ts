import { z } from './zod';
import { messages } from '../messages';
import { IdSchema, text } from './text';
import { ReconciledPaymentSchema } from './reconciliations';

/**
 * 'Fuentes automáticas' (issue 41, docs/bank-statements.md#avisos-por-correo):
 * a mailbox where the banks' notices arrive, and the movements read from them.
 */

const m = messages.paymentSources;

/** The notices Rifas can read; each one's usual signing domains are a suggestion only. */
export const NOTICE_FORMATS = [
  'zelle_bofa',
  'zelle_chase',
  'zelle_wells_fargo',
  'banesco',
  'mercantil',
  'bdv',
  'provincial',
] as const;
export const NoticeFormatSchema = z.enum(NOTICE_FORMATS);
export type NoticeFormat = z.infer<typeof NoticeFormatSchema>;

/** The signing domains each bank uses today (docs/bank-statements.md), offered by the form. */
export const NOTICE_FORMAT_DOMAINS: Record<NoticeFormat, string> = {
  zelle_bofa: 'ealerts.bankofamerica.com, bankofamerica.com',
  zelle_chase: 'chase.com',
  zelle_wells_fargo: 'notify.wellsfargo.com, wellsfargo.com',
  banesco: 'banesco.com',
  mercantil: 'mercantilbanco.com',
  bdv: 'bancodevenezuela.com',
  provincial: 'provincial.com',
};

/** At most this many mailboxes per shop: each is read every minute. */
export const PAYMENT_SOURCES_MAX = 10;

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
// A host name or an IPv4/IPv6 literal; nothing with a scheme, path or spaces.
const HOST = /^[A-Za-z0-9.:-]{1,253}$/;

export const NoticeFormatInputSchema = z.object({
  format: NoticeFormatSchema,
  domains: z
    .array(text({ error: m.domainInvalid }).trim().toLowerCase().regex(DOMAIN, m.domainInvalid))
    .min(1, m.domainRequired)
    .max(10, m.domainInvalid),
});
export type NoticeFormatInput = z.infer<typeof NoticeFormatInputSchema>;

/** POST /payment-sources (admin). */
export const PaymentSourceInputSchema = z.object({
  kind: z.literal('imap'),
  host: text({ error: m.hostRequired }).trim().min(1, m.hostRequired).regex(HOST, m.hostInvalid),
  port: z
    .number({ error: m.portInvalid })
    .int(m.portInvalid)
    .min(1, m.portInvalid)
    .max(65535, m.portInvalid),
  tls: z.boolean(),
  user: text({ error: m.userRequired }).trim().min(1, m.userRequired).max(320, m.userRequired),
  password: text({ error: m.passwordRequired })
    .min(1, m.passwordRequired)
    .max(500, m.passwordRequired),
  folder: text({ error: m.folderRequired })
    .trim()
    .min(1, m.folderRequired)
    .max(200, m.folderRequired)
    .default('INBOX'),
  formats: z
    .array(NoticeFormatInputSchema)
    .min(1, m.formatsRequired)
    .max(NOTICE_FORMATS.length, m.formatsRequired),
  auto_validate: z.boolean().default(false),
});
export type PaymentSourceInput = z.input<typeof PaymentSourceInputSchema>;

/** A source as the API answers it: never its password. */
export const PaymentSourceSchema = z.object({
  id: z.number().int(),
  kind: z.literal('imap'),
  host: z.string(),
  port: z.number().int(),
  tls: z.boolean(),
  user: z.string(),
  folder: z.string(),
  formats: z.array(NoticeFormatInputSchema),
  auto_validate: z.boolean(),
  /** 'No se pudo conectar: …' of the last read, null when it went well. */
  last_error: z.string().nullable(),
  last_checked_at: z.string().nullable(),
  created_at: z.string(),
});
export type PaymentSource = z.infer<typeof PaymentSourceSchema>;

export const PaymentSourceListSchema = z.object({ sources: z.array(PaymentSourceSchema) });

export const SourceCheckSchema = z.object({ ok: z.boolean(), error: z.string().optional() });
export type SourceCheck = z.infer<typeof SourceCheckSchema>;

/**
 * A movement's stored state: 'received' (signed and read; its match is worked
 * out on each read), 'validated' (it validated a payment), 'rejected' (forged:
 * 'Rechazado: firma no válida'), 'unreadable' (signed, but no known layout).
 */
export const MOVEMENT_STATUSES = ['received', 'validated', 'rejected', 'unreadable'] as const;
export const MovementStatusSchema = z.enum(MOVEMENT_STATUSES);
export type MovementStatus = z.infer<typeof MovementStatusSchema>;

/** The group of 'Conciliar' a received movement falls in now, with its payment. */
export const MovementMatchSchema = z.object({
  /** The key of the group ('match', 'amount_mismatch', 'reference_used', 'unclaimed_credits', …). */
  group: z.string(),
  payment: ReconciledPaymentSchema.nullable(),
});

export const MovementSchema = z.object({
  id: z.number().int(),
  source_id: z.number().int(),
  format: NoticeFormatSchema.nullable(),
  status: MovementStatusSchema,
  /** Why it was refused ('Rechazado: firma no válida'), or how it was validated. */
  note: z.string().nullable(),
  amount_cents: z.number().int().nullable(),
  currency: z.string().nullable(),
  reference: z.string().nullable(),
  sender: z.string().nullable(),
  memo: z.string().nullable(),
  date: z.string().nullable(),
  payment_id: z.number().int().nullable(),
  match: MovementMatchSchema.nullable(),
  received_at: z.string(),
});
export type Movement = z.infer<typeof MovementSchema>;

export const MovementListQuerySchema = z.object({
  source_id: IdSchema.optional(),
  status: MovementStatusSchema.optional(),
});
export type MovementListQuery = z.infer<typeof MovementListQuerySchema>;

export const MovementListSchema = z.object({ movements: z.array(MovementSchema) });
export type MovementList = z.infer<typeof MovementListSchema>;
