import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { and, desc, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import type { Db } from '../db/client';
import { outboxEmails } from '../db/schema';

/** The newest queued e-mail of a kind to an address (what the outbox worker would send). */
export async function latestQueuedEmail(db: Db, to: string, kind: string) {
  const rows = await db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.to, to), eq(outboxEmails.kind, kind)))
    .orderBy(desc(outboxEmails.id))
    .limit(1);
  return rows[0];
}

/** The `?token=` of the first link to `page` in a text, e.g. linkToken(text, 'reset-password'). */
export function linkToken(text: string, page: string): string | undefined {
  const match = new RegExp(`/${page}\\?token=([A-Za-z0-9_%-]+)`).exec(text);
  return match ? decodeURIComponent(match[1]!) : undefined;
}

/** The token e-mailed last to an address for a page ('verify-email' or 'reset-password'). */
export async function queuedLinkToken(db: Db, to: string, page: 'verify-email' | 'reset-password') {
  const kind = page === 'verify-email' ? 'verify_email' : 'reset_password';
  const email = await latestQueuedEmail(db, to, kind);
  return email ? linkToken(email.text, page) : undefined;
}

export type ReceivedMail = { from: string; to: string[]; raw: string; text: string };

function decodeBody(body: string, encoding: string | undefined): string {
  switch (encoding?.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable': {
      const joined = body.replace(/=\r?\n/g, '');
      const bytes: number[] = [];
      for (let i = 0; i < joined.length; i++) {
        const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
        if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
          bytes.push(parseInt(hex, 16));
          i += 2;
        } else {
          bytes.push(...Buffer.from(joined[i]!, 'utf8'));
        }
      }
      return Buffer.from(bytes).toString('utf8');
    }
    default:
      return body;
  }
}

/** Just enough MIME to read what nodemailer sends: every text part, decoded, joined. */
export function decodeMimeText(raw: string): string {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1];
  if (boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .map((part) => decodeMimeText(part.replace(/^\r?\n/, '')))
      .join('\n');
  }
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1];
  return decodeBody(body, encoding);
}

/** An SMTP server on 127.0.0.1 (random port) that keeps what it receives. */
export async function startSmtpCapture() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          text: decodeMimeText(raw),
        });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Fails when a response body carries anything password-like (field names or Argon2 hashes). */
export function findPasswordMaterial(body: string): string | undefined {
  return /password|\$argon2|password_hash|passwordHash/i.exec(body)?.[0];
}
