import fp from 'fastify-plugin';
import { delegationOf, networkOf } from '../lib/client-network';

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
    app.decorateRequest('clientNetwork', {
      getter(this: { ip: string }) {
        return networkOf(this.ip, prefixLength);
      },
    });
    app.decorateRequest('clientDelegation', {
      getter(this: { ip: string }) {
        return delegationOf(this.ip, prefixLength, delegationLength);
      },
    });
  },
  { name: 'client-network' },
);
