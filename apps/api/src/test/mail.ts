import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; raw: string; subject: string; text: string };

/** Decodes a quoted-printable body (what nodemailer sends for non-ASCII text). */
export function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
  try {
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  } catch {
    return bytes;
  }
}

function parse(raw: string, to: string[]): ReceivedMail {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split);
  const body = raw.slice(split).trim();
  const subject = /^Subject: (.*)$/m.exec(head)?.[1] ?? '';
  const qp = /Content-Transfer-Encoding: quoted-printable/i.test(raw);
  return { to, raw, subject, text: qp ? decodeQuotedPrintable(body) : body };
}

/**
 * A real SMTP server in-process on 127.0.0.1. `state.failNext` makes it refuse
 * that many messages with a 451, to exercise retries.
 */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const state = { failNext: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (state.failNext > 0) {
          state.failNext -= 1;
          const err = new Error('Buzón no disponible') as Error & { responseCode: number };
          err.responseCode = 451;
          return callback(err);
        }
        const to = session.envelope.rcptTo.map((r) => r.address);
        received.push(parse(Buffer.concat(chunks).toString('utf8'), to));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    received,
    state,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
