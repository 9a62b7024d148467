import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  delegationOf,
  looksDirect,
  networkOf,
  peerKind,
  type PeerKind,
} from '../lib/client-network';

/** What a property of decorateFromAddress holds before its first read. */
const UNSET = Symbol('unset');

/**
 * Declares `request[name]`: computed from the request's address on first read and kept for the
 * rest of the request, as it is read several times per request (budget, caps, counts; ADR 098).
 * Its slot is declared with the request, so every request keeps one shape.
 */
function decorateFromAddress(
  app: FastifyInstance,
  name: 'clientNetwork' | 'clientDelegation',
  compute: (ip: string) => string | null,
) {
  const key = Symbol(name);
  app.decorateRequest(key, UNSET);
  app.decorateRequest(name, {
    getter(this: { ip: string }) {
      const request = this as unknown as { ip: string; [key]: string | null | typeof UNSET };
      const known = request[key];
      if (known !== UNSET) return known;
      const value = compute(request.ip);
      request[key] = value;
      return value;
    },
  });
}

/**
 * `request.clientNetwork`: the key of every per-address count (rate limits,
 * caps on outstanding numbers, live streams, the login throttle), so an IPv6
 * client counts as its /64 and cannot rotate out of its limits
 * (lib/client-network.ts, docs/security.md). `request.clientDelegation`: the
 * wider IPv6 prefix a home is delegated, which one more cap counts (ADR 077).
 */
export default fp(
  async (app) => {
    const prefixLength = app.config.ipv6PrefixLength;
    const delegationLength = app.config.ipv6DelegationPrefixLength;
    decorateFromAddress(app, 'clientNetwork', (ip) => networkOf(ip, prefixLength));
    decorateFromAddress(app, 'clientDelegation', (ip) =>
      delegationOf(ip, prefixLength, delegationLength),
    );

    // A hop count (or `true`) trusts whoever connects: warn, once per process and with no
    // address, when a request seems to come straight from a client (issue 46, point 10).
    if (typeof app.config.trustProxy === 'number') {
      let warned = false;
      // The peer is parsed once per connection: a kept-alive one sends many requests.
      const peers = new WeakMap<object, PeerKind>();
      const peerOf = (socket: FastifyRequest['socket']) => {
        let kind = peers.get(socket);
        if (kind === undefined) {
          kind = peerKind(socket.remoteAddress);
          peers.set(socket, kind);
        }
        return kind;
      };
      app.addHook('onRequest', (request, _reply, done) => {
        if (!warned && looksDirect(peerOf(request.socket), request.headers['x-forwarded-for'])) {
          warned = true;
          app.log.warn(
            { event: 'trust_proxy_direct' },
            'TRUST_PROXY is a hop count, but a request reached the app from an address that is not a proxy: a client that can do that chooses its own address. Set TRUST_PROXY to the proxy addresses, or let only the proxy reach the app',
          );
        }
        done();
      });
    }
  },
  { name: 'client-network' },
);
