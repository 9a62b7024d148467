import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A browser's subscription keys: the P-256 pair and the auth secret (RFC 8291). */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}
type Keys = ReturnType<typeof browserKeys>;

/** RFC 8291 + RFC 8188: the plaintext of an aes128gcm message for these keys. */
export function decryptPush(body: Buffer, keys: Keys): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(serverKey);
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, keys.auth, info, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292: `vapid t=<JWT>, k=<key>`, the JWT signed ES256 by k, for this origin, not expired. */
export function checkVapid(header: string | undefined, origin: string, publicKey: string) {
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(header ?? '');
  if (!match) throw new Error('no VAPID authorization');
  const [, jwt, k] = match;
  if (k !== publicKey) throw new Error('another VAPID key');
  const [head, claims, signature] = jwt!.split('.');
  const raw = Buffer.from(k!, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature!, 'base64url'),
  );
  if (!ok) throw new Error('bad VAPID signature');
  const body = JSON.parse(Buffer.from(claims!, 'base64url').toString()) as {
    aud: string;
    exp: number;
    sub: string;
  };
  if (body.aud !== origin) throw new Error('wrong audience');
  if (body.exp * 1000 < Date.now()) throw new Error('expired');
  return body;
}

/**
 * A loopback push service: answers 201 to a message it can verify (VAPID JWT)
 * and decrypt with the subscription's keys, 410 in mode 'gone', never in
 * mode 'hang'. What it decrypted is in `received`.
 */
export async function startPushService() {
  const state: { mode: 'ok' | 'gone' | 'hang'; publicKey: string; keys: Keys | null } = {
    mode: 'ok',
    publicKey: '',
    keys: null,
  };
  const received: { payload: Record<string, unknown>; sub: string; encoding: string }[] = [];
  const errors: string[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (state.mode === 'hang') return;
      if (state.mode === 'gone') return res.writeHead(410).end();
      try {
        const claims = checkVapid(req.headers.authorization, origin, state.publicKey);
        const text = decryptPush(Buffer.concat(chunks), state.keys!);
        received.push({
          payload: JSON.parse(text),
          sub: claims.sub,
          encoding: String(req.headers['content-encoding']),
        });
        res.writeHead(201).end();
      } catch (err) {
        errors.push((err as Error).message);
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoint: `${origin}/push/abc123`,
    state,
    received,
    errors,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
