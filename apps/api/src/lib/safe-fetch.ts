import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * GET of an address an admin typed (a currency's url_precio), guarded against
 * SSRF (docs/security.md): http(s) only, every resolved address must be public, the
 * connection goes to the address that was checked (no second DNS answer can
 * swap it), no redirects, a time limit and a size cap.
 */

export type SafeFetchFailure =
  | 'invalid_url'
  | 'protocol'
  | 'private_address'
  | 'dns'
  | 'timeout'
  | 'too_large'
  | 'redirect'
  | 'network';

export class SafeFetchError extends Error {
  constructor(
    readonly reason: SafeFetchFailure,
    message: string,
  ) {
    super(message);
    this.name = 'SafeFetchError';
  }
}

export type ResolvedAddress = { address: string; family: 4 | 6 };
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export type SafeFetchOptions = {
  /** ALLOW_PRIVATE_RATE_URLS: skip the address check (local development, tests). */
  allowPrivate?: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  /** How host names are resolved; the system resolver unless a test injects one. */
  resolve?: Resolver;
  /** What a GET accepts: JSON unless said (a lottery's result page is HTML). */
  accept?: string;
  /** A POST with its headers and body (a Web Push message); a GET of JSON otherwise. */
  post?: { headers: Record<string, string | number>; body: Buffer };
};

export type SafeFetchResponse = { status: number; contentType: string | undefined; body: string };

const SAFE_FETCH_TIMEOUT_MS = 5_000;
const SAFE_FETCH_MAX_BYTES = 64 * 1024;

const systemResolver: Resolver = async (hostname) => {
  const found = await dnsLookup(hostname, { all: true, verbatim: true });
  return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

// Everything that is not the public internet: RFC 6890 special-purpose ranges.
const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network", includes the unspecified 0.0.0.0
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::', 96], // IPv4-compatible (deprecated)
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo, ORCHID, …)
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

/** The 16 bytes of an IPv6 address in any textual form (with or without an IPv4 tail). */
function ipv6Bytes(address: string): number[] | null {
  let text = address.split('%')[0] ?? '';
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const v4 = tail[1]!.split('.').map(Number);
    const hex = (v4[0]! * 256 + v4[1]!).toString(16) + ':' + (v4[2]! * 256 + v4[3]!).toString(16);
    text = text.slice(0, -tail[1]!.length) + hex;
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (rest === undefined && missing !== 0)) return null;
  const groups = [...left, ...Array<string>(rest === undefined ? 0 : missing).fill('0'), ...right];
  return groups.flatMap((g) => {
    const n = parseInt(g, 16);
    return [(n >> 8) & 0xff, n & 0xff];
  });
}

/** The IPv4 address an IPv6 one carries (mapped ::ffff:a.b.c.d, NAT64, 6to4), if any. */
function embeddedIpv4(address: string): string | null {
  const b = ipv6Bytes(address);
  if (!b) return null;
  const zeros = (from: number, to: number) => b.slice(from, to).every((x) => x === 0);
  const v4 = (at: number) => b.slice(at, at + 4).join('.');
  if (zeros(0, 10) && b[10] === 0xff && b[11] === 0xff) return v4(12); // ::ffff:0:0/96
  if (b[0] === 0x00 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && zeros(4, 12))
    return v4(12); // 64:ff9b::/96
  if (b[0] === 0x20 && b[1] === 0x02) return v4(2); // 2002::/16 (6to4)
  return null;
}

/** True for an address on the public internet; false for private, local and special ones. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address.split('%')[0] ?? '');
  if (family === 4) return !blocked.check(address, 'ipv4');
  if (family !== 6) return false;
  const inner = embeddedIpv4(address);
  if (inner !== null && !isPublicAddress(inner)) return false;
  return !blocked.check(address.split('%')[0]!, 'ipv6');
}

async function resolveChecked(
  hostname: string,
  opts: SafeFetchOptions,
): Promise<ResolvedAddress[]> {
  const literal = isIP(hostname);
  let addresses: ResolvedAddress[];
  if (literal) {
    addresses = [{ address: hostname, family: literal === 6 ? 6 : 4 }];
  } else {
    try {
      addresses = await (opts.resolve ?? systemResolver)(hostname);
    } catch {
      throw new SafeFetchError('dns', `No se pudo resolver ${hostname}`);
    }
    if (addresses.length === 0) throw new SafeFetchError('dns', `No se pudo resolver ${hostname}`);
  }
  if (!opts.allowPrivate && addresses.some((a) => !isPublicAddress(a.address))) {
    throw new SafeFetchError(
      'private_address',
      `${hostname} apunta a una dirección privada o local`,
    );
  }
  return addresses;
}

/** A lookup that answers only with the addresses already checked: no second DNS query. */
function pinnedLookup(addresses: ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const first = addresses[0]!;
    if (options.all) callback(null, addresses);
    else callback(null, first.address, first.family);
  };
}

function readBody(res: IncomingMessage, maxBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(res.headers['content-length']);
    // Reject before destroying: destroying emits the stream's own errors, and the first word wins.
    if (Number.isFinite(declared) && declared > maxBytes) {
      reject(new SafeFetchError('too_large', 'Respuesta demasiado grande'));
      res.destroy();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    res.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        reject(new SafeFetchError('too_large', 'Respuesta demasiado grande'));
        res.destroy();
        return;
      }
      chunks.push(chunk);
    });
    res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    res.on('error', () => reject(new SafeFetchError('network', 'La conexión se interrumpió')));
    res.on('aborted', () => reject(new SafeFetchError('network', 'La conexión se interrumpió')));
  });
}

/** GET (or POST) `rawUrl` under the guard; any 3xx is a failure (redirects are never followed). */
export async function safeFetch(
  rawUrl: string,
  opts: SafeFetchOptions = {},
): Promise<SafeFetchResponse> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new SafeFetchError('invalid_url', 'URL no válida');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SafeFetchError('protocol', 'Solo se permiten URLs http o https');
  }
  const timeoutMs = opts.timeoutMs ?? SAFE_FETCH_TIMEOUT_MS;
  const maxBytes = opts.maxBytes ?? SAFE_FETCH_MAX_BYTES;
  // The WHATWG parser already normalised hosts like 2130706433 or 0x7f.1 to 127.0.0.1.
  const hostname = url.hostname.replace(/^\[|\]$/g, '');

  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new SafeFetchError('timeout', 'Tiempo de espera agotado'));
    }, timeoutMs);
  });

  const attempt = async (): Promise<SafeFetchResponse> => {
    const addresses = await resolveChecked(hostname, opts);
    if (controller.signal.aborted) throw new SafeFetchError('timeout', 'Tiempo de espera agotado');
    const client = url.protocol === 'https:' ? https : http;
    const res = await new Promise<IncomingMessage>((resolve, reject) => {
      const req = client.request(url, {
        method: opts.post ? 'POST' : 'GET',
        lookup: pinnedLookup(addresses),
        signal: controller.signal,
        agent: false,
        headers: opts.post
          ? { ...opts.post.headers, 'user-agent': 'Rifas/1.0' }
          : {
              accept: opts.accept ?? 'application/json',
              'user-agent': 'Rifas/1.0 (tasas de cambio)',
            },
      });
      req.on('response', resolve);
      req.on('error', () => reject(new SafeFetchError('network', 'No se pudo conectar')));
      req.end(opts.post?.body);
    });
    if (res.statusCode !== undefined && res.statusCode >= 300 && res.statusCode < 400) {
      res.destroy();
      throw new SafeFetchError('redirect', 'La fuente respondió con una redirección');
    }
    const body = await readBody(res, maxBytes);
    return { status: res.statusCode ?? 0, contentType: res.headers['content-type'], body };
  };

  const running = attempt();
  running.catch(() => undefined); // when the deadline wins, the attempt's late failure is expected
  try {
    return await Promise.race([running, deadline]);
  } finally {
    clearTimeout(timer);
    controller.abort(); // closes a socket a failed read left open
  }
}
