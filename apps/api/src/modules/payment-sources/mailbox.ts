import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { ImapFlow } from 'imapflow';
import { format, messages } from '@rifas/shared';
import { isPublicAddress } from '../../lib/safe-fetch';

const m = messages.paymentSources;

/** Where a mailbox is and how to open it; the password only ever in memory. */
export type MailboxAccess = {
  host: string;
  port: number;
  tls: boolean;
  user: string;
  password: string;
  folder: string;
};

/** A mailbox that could not be read, with the text the operator sees ('No se pudo conectar: …'). */
export class MailboxError extends Error {
  constructor(readonly shown: string) {
    super(shown);
    this.name = 'MailboxError';
  }
}

/** Messages read per pass: a first read of a full mailbox takes several passes, a minute apart. */
export const MESSAGES_PER_PASS = 200;

const TIMEOUT_MS = 15_000;

function reasonOf(err: unknown): string {
  const e = err as { code?: string; authenticationFailed?: boolean; serverResponseCode?: string };
  const r = m.connectReasons;
  if (e?.authenticationFailed || e?.serverResponseCode === 'AUTHENTICATIONFAILED') return r.auth;
  if (e?.serverResponseCode === 'NONEXISTENT' || e?.code === 'NoSuchMailbox') return r.folder;
  switch (e?.code) {
    case 'ECONNREFUSED':
      return r.refused;
    case 'ETIMEDOUT':
    case 'CONNECT_TIMEOUT':
    case 'GREETING_TIMEOUT':
    case 'ETIMEOUT':
      return r.timeout;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return r.notFound;
    case 'ERR_SSL_WRONG_VERSION_NUMBER':
    case 'EPROTO':
      return r.tls;
    default:
      return r.other;
  }
}

/** 'No se pudo conectar: …' in our words: never the server's text, which may echo the login. */
export const connectError = (reason: string) =>
  new MailboxError(format(m.connectFailed, { reason }));

/**
 * The address to connect to: the host's first address, checked public unless
 * ALLOW_PRIVATE_IMAP_HOSTS (docs/security.md, as the rates' URLs); the
 * connection goes to that checked address, so a second DNS answer can't swap it.
 */
async function addressOf(host: string, allowPrivate: boolean): Promise<string> {
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
    } catch {
      throw connectError(m.connectReasons.notFound);
    }
  }
  if (addresses.length === 0) throw connectError(m.connectReasons.notFound);
  if (!allowPrivate && !addresses.every(isPublicAddress)) throw new MailboxError(m.privateHost);
  return addresses[0]!;
}

/** Whether the host is refused before any connection (the form's 400). */
export async function assertHostAllowed(host: string, allowPrivate: boolean): Promise<void> {
  if (allowPrivate) return;
  await addressOf(host, false).catch((err: unknown) => {
    if (err instanceof MailboxError && err.shown === m.privateHost) throw err;
  });
}

async function openMailbox(access: MailboxAccess, allowPrivate: boolean): Promise<ImapFlow> {
  const address = await addressOf(access.host, allowPrivate);
  const client = new ImapFlow({
    host: address,
    port: access.port,
    secure: access.tls,
    auth: { user: access.user, pass: access.password },
    // imapflow's own log would carry the commands; nothing of the mailbox is logged.
    logger: false,
    ...(isIP(access.host) ? {} : { servername: access.host }),
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS * 4,
    disableAutoIdle: true,
  });
  // A dropped connection emits 'error'; the pending command rejects with it.
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (err) {
    client.close();
    throw connectError(reasonOf(err));
  }
  return client;
}

/** 'Probar conexión': logs in and opens the folder. */
export async function checkMailbox(access: MailboxAccess, allowPrivate: boolean): Promise<void> {
  const client = await openMailbox(access, allowPrivate);
  try {
    await client.mailboxOpen(access.folder, { readOnly: true });
  } catch (err) {
    throw connectError(reasonOf(err));
  } finally {
    await client.logout().catch(() => client.close());
  }
}

export type FetchedMessage = { uid: number; source: Buffer };
export type FetchedBatch = { uidValidity: string; messages: FetchedMessage[] };

/**
 * The messages after `lastUid` (all of them when the folder's UIDVALIDITY
 * changed), oldest first, at most MESSAGES_PER_PASS. Read-only: the operator's
 * mailbox is never changed (no \Seen flag set).
 */
export async function fetchNewMessages(
  access: MailboxAccess,
  allowPrivate: boolean,
  since: { uidValidity: string | null; lastUid: number },
): Promise<FetchedBatch> {
  const client = await openMailbox(access, allowPrivate);
  try {
    let mailbox;
    try {
      mailbox = await client.mailboxOpen(access.folder, { readOnly: true });
    } catch (err) {
      throw connectError(reasonOf(err));
    }
    const uidValidity = String(mailbox.uidValidity);
    const after = uidValidity === since.uidValidity ? since.lastUid : 0;
    const messages: FetchedMessage[] = [];
    if (mailbox.exists > 0) {
      try {
        for await (const msg of client.fetch(
          `${after + 1}:*`,
          { uid: true, source: true },
          { uid: true },
        )) {
          // 'n:*' always names the newest message, even when its uid is below n.
          if (msg.uid > after && msg.source) messages.push({ uid: msg.uid, source: msg.source });
        }
      } catch (err) {
        throw connectError(reasonOf(err));
      }
    }
    messages.sort((a, b) => a.uid - b.uid);
    return { uidValidity, messages: messages.slice(0, MESSAGES_PER_PASS) };
  } finally {
    await client.logout().catch(() => client.close());
  }
}
