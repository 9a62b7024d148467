import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** An e-mail the app wrote to <DATA_DIR>/mail/ (no SMTP_URL in e2e). */
export type Mail = { file: string; to: string; subject: string; text: string; links: string[] };

const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
const DATA_DIR_FILE = new URL(
  E2E_PORT === 3100 ? './.data-dir' : `./.data-dir-${E2E_PORT}`,
  import.meta.url,
);

/** The running e2e server's DATA_DIR (scripts/e2e-server.mjs writes it). */
export function dataDir(): string {
  if (!existsSync(DATA_DIR_FILE))
    throw new Error('e2e/.data-dir no existe: ¿está corriendo scripts/e2e-server.mjs?');
  return readFileSync(DATA_DIR_FILE, 'utf8').trim();
}

/** Every e-mail sent so far, oldest first. */
export function readMails(): Mail[] {
  const folder = join(dataDir(), 'mail');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => parseEml(name, readFileSync(join(folder, name), 'latin1')));
}

// ---- A small RFC 5322 / MIME reader, enough for what nodemailer writes ----------

function decodeBytes(bytes: string): string {
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return decodeBytes(bytes);
}

/** =?UTF-8?Q?...?= and =?UTF-8?B?...?= words in headers. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([QB])\?([^?]*)\?=/gi,
      (_, _charset: string, encoding: string, text: string) =>
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('utf8')
          : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function splitHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return decodeBytes(body);
}

/** The text/plain part (the first one found, depth first). */
function plainText(headers: Map<string, string>, body: string): string | undefined {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      const inner = splitHeaders(part.replace(/^\r?\n/, ''));
      const text = plainText(inner.headers, inner.body);
      if (text !== undefined) return text;
    }
    return undefined;
  }
  return type.toLowerCase().startsWith('text/plain') ? decodeBody(headers, body) : undefined;
}

function parseEml(file: string, raw: string): Mail {
  const { headers, body } = splitHeaders(raw);
  const text = (plainText(headers, body) ?? '').replace(/\r\n/g, '\n').trim();
  const to = decodeHeader(headers.get('to') ?? '');
  return {
    file,
    to: /<([^>]+)>/.exec(to)?.[1] ?? to,
    subject: decodeHeader(headers.get('subject') ?? ''),
    text,
    links: [...new Set(text.match(/https?:\/\/[^\s<>")]+/g) ?? [])],
  };
}
