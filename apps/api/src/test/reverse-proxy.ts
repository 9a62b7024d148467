import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A reverse proxy as nginx's `proxy_set_header X-Forwarded-For
 * $proxy_add_x_forwarded_for` and Caddy's reverse_proxy behave: it keeps
 * whatever X-Forwarded-For the client sent and appends the address it saw the
 * client connect from. It connects to the upstream from `upstreamFrom`, the
 * address TRUST_PROXY names.
 */
export async function startReverseProxy(upstream: { port: number }, upstreamFrom = '127.0.0.1') {
  const server: Server = createServer((req, res) => {
    const seen = req.socket.remoteAddress ?? '';
    const sent = req.headers['x-forwarded-for'];
    const forwarded = sent ? `${String(sent)}, ${seen}` : seen;
    const upstreamReq = httpRequest(
      {
        host: '127.0.0.1',
        port: upstream.port,
        localAddress: upstreamFrom,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': forwarded },
      },
      (upstreamRes) => {
        res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
        upstreamRes.pipe(res);
      },
    );
    upstreamReq.on('error', () => res.writeHead(502).end());
    req.pipe(upstreamReq);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A POST with a JSON body from a chosen local address (the whole 127/8 is loopback). */
export function postFrom(
  from: string,
  port: number,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<number> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json', ...headers },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
