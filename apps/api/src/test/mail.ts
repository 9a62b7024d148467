import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A received message, read by a real MIME parser: each part as the client would show it. */
export type ReceivedMail = {
  to: string[];
  raw: string;
  subject: string;
  /** The text/plain part. */
  text: string;
  /** The text/html part, or '' when the message has none. */
  html: string;
};

async function parse(raw: Buffer, to: string[]): Promise<ReceivedMail> {
  const mail = await simpleParser(raw);
  return {
    to,
    raw: raw.toString('utf8'),
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
  };
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
        parse(Buffer.concat(chunks), to).then(
          (mail) => {
            received.push(mail);
            callback();
          },
          (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
        );
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
