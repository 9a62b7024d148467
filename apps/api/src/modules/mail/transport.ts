import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { OutboxRow } from './outbox.repository';

export type MailTransport = {
  send(email: Pick<OutboxRow, 'id' | 'to' | 'subject' | 'text' | 'html'>): Promise<void>;
  close(): void;
};

/**
 * SMTP when SMTP_URL is set; otherwise each e-mail is written as an .eml file
 * under DATA_DIR/mail/ so a local install can read what would have been sent.
 */
export function createMailTransport(opts: {
  smtpUrl: string | undefined;
  from: string;
  /** The sender of each e-mail as it is sent, e.g. the shop's current name; else `from`. */
  sender?: () => Promise<{ name: string; address: string }>;
  dataDir: string;
  log: { info: (obj: object, msg: string) => void };
}): MailTransport {
  const senderOf = async () => (opts.sender ? await opts.sender() : opts.from);
  if (opts.smtpUrl) {
    const transporter = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(email) {
        await transporter.sendMail({
          from: await senderOf(),
          to: email.to,
          subject: email.subject,
          text: email.text,
          html: email.html ?? undefined,
        });
      },
      close: () => transporter.close(),
    };
  }
  const folder = join(opts.dataDir, 'mail');
  const writer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(email) {
      const info = await writer.sendMail({
        from: await senderOf(),
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html ?? undefined,
      });
      await mkdir(folder, { recursive: true });
      const path = join(folder, `${String(email.id).padStart(6, '0')}.eml`);
      await writeFile(path, info.message as Buffer);
      opts.log.info({ path, subject: email.subject }, 'e-mail written to file (no SMTP_URL)');
    },
    close: () => writer.close(),
  };
}
