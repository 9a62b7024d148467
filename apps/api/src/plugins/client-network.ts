import fp from 'fastify-plugin';
import { networkOf } from '../lib/client-network';

/**
 * `request.clientNetwork`: the key of every per-address count (rate limits,
 * caps on outstanding numbers, live streams, the login throttle), so an IPv6
 * client counts as its /64 and cannot rotate out of its limits
 * (lib/client-network.ts, docs/security.md).
 */
export default fp(
  async (app) => {
    const prefixLength = app.config.ipv6PrefixLength;
    app.decorateRequest('clientNetwork', {
      getter(this: { ip: string }) {
        return networkOf(this.ip, prefixLength);
      },
    });
  },
  { name: 'client-network' },
);
