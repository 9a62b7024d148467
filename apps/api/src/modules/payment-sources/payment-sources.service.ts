import {
  format,
  messages,
  PAYMENT_SOURCES_MAX,
  PaymentSourceInputSchema,
  type Movement,
  type MovementList,
  type MovementListQuery,
  type PaymentSource,
  type PaymentSourceInput,
  type SourceCheck,
  type StatementLine,
} from '@rifas/shared';
import type { ServiceContext } from '../../context';
import { withSessionLock } from '../../db/advisory-lock';
import { badRequest, notFound } from '../../lib/errors';
import { seal, unseal } from '../../lib/sealed';
import { recordAudit } from '../audit';
import { matchLines } from '../reconciliations';
import { assertHostAllowed, checkMailbox, MailboxError, type MailboxAccess } from './mailbox';
import { lineOf, validateMovement } from './movement-validation';
import { readSourceOnce } from './source-reader';
import * as repo from './payment-sources.repository';

const m = messages.paymentSources;

/** The movements a read of 'Movimientos recibidos' shows, newest first. */
const MOVEMENTS_SHOWN = 200;

function toSource(row: repo.SourceRow): PaymentSource {
  return {
    id: row.id,
    kind: 'imap',
    host: row.host,
    port: row.port,
    tls: row.tls,
    user: row.user,
    folder: row.folder,
    formats: row.formats,
    auto_validate: row.autoValidate,
    last_error: row.lastError,
    last_checked_at: row.lastCheckedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The mailbox's access with its password unsealed; a changed APP_SECRET reads as a wrong password. */
export function accessOf(ctx: Pick<ServiceContext, 'config'>, row: repo.SourceRow): MailboxAccess {
  return {
    host: row.host,
    port: row.port,
    tls: row.tls,
    user: row.user,
    password: unseal(ctx.config.appSecret, row.passwordSealed) ?? '',
    folder: row.folder,
  };
}

export async function createSource(
  ctx: ServiceContext,
  input: PaymentSourceInput,
): Promise<PaymentSource> {
  const source = PaymentSourceInputSchema.parse(input);
  if ((await repo.countSources(ctx.db)) >= PAYMENT_SOURCES_MAX) {
    throw badRequest(format(m.tooManySources, { max: PAYMENT_SOURCES_MAX }));
  }
  try {
    await assertHostAllowed(source.host, ctx.config.allowPrivateImapHosts);
  } catch (err) {
    if (err instanceof MailboxError) throw badRequest(err.shown);
    throw err;
  }
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await repo.insertSource(tx, {
      kind: source.kind,
      host: source.host,
      port: source.port,
      tls: source.tls,
      user: source.user,
      passwordSealed: seal(ctx.config.appSecret, source.password),
      folder: source.folder,
      formats: source.formats,
      autoValidate: source.auto_validate,
      createdAt: ctx.now,
    });
    await recordAudit(tx, {
      actor: ctx.actor,
      action: 'payment_source.create',
      entity: 'payment_source',
      entityId: inserted.id,
      details: {
        host: source.host,
        formats: source.formats.map((f) => f.format),
        auto_validate: source.auto_validate,
      },
    });
    return inserted;
  });
  return toSource(row);
}

export async function listSources(ctx: ServiceContext): Promise<{ sources: PaymentSource[] }> {
  return { sources: (await repo.listSources(ctx.db)).map(toSource) };
}

/** 'Probar conexión': logs in and opens the folder; the outcome is also what the list shows. */
export async function checkSource(
  ctx: ServiceContext,
  { id }: { id: number },
): Promise<SourceCheck> {
  const row = await repo.findSource(ctx.db, id);
  if (!row) throw notFound(m.notFound);
  try {
    await checkMailbox(accessOf(ctx, row), ctx.config.allowPrivateImapHosts);
  } catch (err) {
    if (!(err instanceof MailboxError)) throw err;
    await repo.recordRead(ctx.db, id, { lastError: err.shown, at: ctx.now });
    return { ok: false, error: err.shown };
  }
  await repo.recordRead(ctx.db, id, { lastError: null, at: ctx.now });
  return { ok: true };
}

export async function deleteSource(ctx: ServiceContext, { id }: { id: number }): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.deleteSource(tx, id))) throw notFound(m.notFound);
    await recordAudit(tx, {
      actor: ctx.actor,
      action: 'payment_source.delete',
      entity: 'payment_source',
      entityId: id,
    });
  });
}

type MatchOf = NonNullable<Movement['match']>;

/**
 * The group of 'Conciliar' each received movement falls in now, against the
 * payments pending now: the same matcher as an uploaded statement, per currency.
 */
async function currentMatches(ctx: ServiceContext, rows: repo.MovementRow[]) {
  const found = new Map<number, MatchOf>();
  const byCurrency = new Map<string, repo.MovementRow[]>();
  for (const row of rows) {
    if (row.status !== 'received' || row.amountCents === null || !row.date) continue;
    const list = byCurrency.get(row.currency ?? '') ?? [];
    list.push(row);
    byCurrency.set(row.currency ?? '', list);
  }
  for (const [currency, list] of byCurrency) {
    const groups = await matchLines(ctx, list.map(lineOf), currency);
    for (const [group, entries] of Object.entries(groups) as [string, unknown[]][]) {
      for (const entry of entries) {
        if (entry && typeof entry === 'object' && 'payment' in entry && 'line' in entry) {
          const { payment, line } = entry as { payment: MatchOf['payment']; line: StatementLine };
          found.set(line.line, { group, payment });
        } else if (
          entry &&
          typeof entry === 'object' &&
          'amount_cents' in entry &&
          'line' in entry
        ) {
          found.set((entry as StatementLine).line, { group, payment: null });
        }
      }
    }
  }
  return found;
}

export async function listMovements(
  ctx: ServiceContext,
  query: MovementListQuery,
): Promise<MovementList> {
  const rows = await repo.listMovements(
    ctx.db,
    { sourceId: query.source_id, status: query.status },
    MOVEMENTS_SHOWN,
  );
  const matches = await currentMatches(ctx, rows);
  return { movements: rows.map((row) => toMovement(row, matches.get(row.id) ?? null)) };
}

function toMovement(row: repo.MovementRow, match: MatchOf | null): Movement {
  return {
    id: row.id,
    source_id: row.sourceId,
    format: row.format as Movement['format'],
    status: row.status as Movement['status'],
    note: row.note,
    amount_cents: row.amountCents,
    currency: row.currency,
    reference: row.reference,
    sender: row.sender,
    memo: row.memo,
    date: row.date,
    payment_id: row.paymentId,
    match,
    received_at: row.receivedAt.toISOString(),
  };
}

/** 'Validar' on a movement under 'Coincide' (movement-validation.ts): the movement as it is now. */
export async function validateMovementMatch(
  ctx: ServiceContext,
  params: { id: number },
): Promise<Movement> {
  return toMovement(await validateMovement(ctx, params), null);
}

// One reader across instances (as the Telegram poller, ADR 075): a session advisory lock;
// the others skip the turn, and a dead holder's lock ends with its connection.
const READER_LOCK = '727041';
/**
 * One pass over every mailbox, under the reader lock: new notices stored and
 * matched. A mailbox that is down keeps 'No se pudo conectar: …' for the screen
 * and is tried again on the next pass. Null when another instance reads.
 */
export async function readPaymentSources(ctx: ServiceContext): Promise<number | null> {
  return withSessionLock(ctx.database, READER_LOCK, async () => {
    let stored = 0;
    for (const source of await repo.listSources(ctx.db)) {
      try {
        stored += await readSourceOnce(ctx, source, accessOf(ctx, source));
      } catch (err) {
        const shown =
          err instanceof MailboxError
            ? err.shown
            : format(m.connectFailed, { reason: m.connectReasons.other });
        await repo.recordRead(ctx.db, source.id, { lastError: shown, at: ctx.now });
        // Only the source's id: the mailbox's login and the notices stay out of the logs.
        if (!(err instanceof MailboxError)) {
          ctx.log.warn(
            { sourceId: source.id, error: (err as Error)?.name },
            'payment source read failed',
          );
        }
      }
    }
    return stored;
  });
}
