import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Executor } from '../db/client';
import { currencies } from '../db/schema';

/** What the local price server answers; `hang` never answers (timeouts). */
export type PriceReply = {
  status?: number;
  body?: string;
  headers?: Record<string, string>;
  hang?: boolean;
  /** Answers after this many milliseconds. */
  delayMs?: number;
};

export type PriceServer = {
  /** http://127.0.0.1:PORT + path: the only kind of address tests ever fetch. */
  url(path?: string): string;
  port: number;
  reply: PriceReply;
  setPrice(price: unknown): void;
  requests: { url: string; headers: IncomingHttpHeaders }[];
  close(): Promise<void>;
};

/** A `node:http` server on 127.0.0.1, port 0, standing in for a currency's url_precio. */
export async function startPriceServer(
  reply: PriceReply = { body: JSON.stringify({ price: 36.5 }) },
): Promise<PriceServer> {
  const requests: PriceServer['requests'] = [];
  const server = createServer((req, res) => {
    requests.push({ url: req.url ?? '', headers: req.headers });
    const current = handle.reply;
    if (current.hang) return;
    const answer = () => {
      res.writeHead(current.status ?? 200, {
        'content-type': 'application/json',
        ...current.headers,
      });
      res.end(current.body ?? '');
    };
    if (current.delayMs) setTimeout(answer, current.delayMs);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const handle: PriceServer = {
    port,
    reply,
    requests,
    url: (path = '/precio') => `http://127.0.0.1:${port}${path}`,
    setPrice(price) {
      handle.reply = { body: JSON.stringify({ price }) };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return handle;
}

let sequence = 0;
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A code no other test currency has: QAA, QAB, … (Q codes are unassigned in ISO 4217). */
export function nextCurrencyCode(): string {
  const n = sequence++;
  return `Q${LETTERS[Math.floor(n / 26) % 26]}${LETTERS[n % 26]}`;
}

/** Inserts a currency directly (no fetch is triggered). */
export async function buildCurrency(
  db: Executor,
  attrs: Partial<typeof currencies.$inferInsert> = {},
) {
  const [row] = await db
    .insert(currencies)
    .values({
      nombre: attrs.nombre ?? 'Moneda de prueba',
      codigo: attrs.codigo ?? nextCurrencyCode(),
      simbolo: attrs.simbolo ?? 'Q',
      urlPrecio: attrs.urlPrecio ?? 'http://127.0.0.1:9/precio',
      ...attrs,
    })
    .returning();
  return row!;
}

/** A valid admin form body (POST/PUT /monedas) with a fresh code. */
export const currencyForm = (overrides: Record<string, unknown> = {}) => ({
  nombre: 'Bolívar',
  codigo: nextCurrencyCode(),
  simbolo: 'Bs',
  url_precio: 'https://precios.example/ves',
  status: 'si',
  ...overrides,
});
