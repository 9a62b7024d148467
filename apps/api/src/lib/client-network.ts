import ipaddr from 'ipaddr.js';

// A dotted quad as ipaddr.js writes it back (each part 0-255, no leading zeros): its own key.
const PLAIN_IPV4 =
  /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

/**
 * The network a client address stands for, which every per-address count
 * keys on (docs/security.md, "Per address"): an IPv4 address is itself, but
 * one IPv6 home connection holds a whole /64 (2^64 addresses to rotate
 * through), so an IPv6 address counts as its prefix of `ipv6PrefixLength`
 * bits. An IPv4-mapped IPv6 address ('::ffff:10.0.0.1') is its IPv4 address.
 * Anything unparsable keys as itself.
 */
export function networkOf(address: string, ipv6PrefixLength: number): string {
  // Most requests come from one: no parse (two with ipaddr.js) per request.
  if (PLAIN_IPV4.test(address)) return address;
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  if (ipv6PrefixLength >= 128) return v6.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${v6.toString()}/${ipv6PrefixLength}`);
  return `${network.toString()}/${ipv6PrefixLength}`;
}

/**
 * The prefix a home's router is delegated (a /56 or a /48, 256 or 65,536 /64s
 * to rotate through), which one wider cap counts (ADR 077): an IPv6 address as
 * its network of `delegationLength` bits; null when that adds nothing to
 * `networkOf` (IPv4, an IPv4-mapped address, unparsable, or a delegation no
 * wider than the network).
 */
export function delegationOf(
  address: string,
  ipv6PrefixLength: number,
  delegationLength: number,
): string | null {
  if (delegationLength >= ipv6PrefixLength || PLAIN_IPV4.test(address)) return null;
  if (!ipaddr.isValid(address)) return null;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4' || (parsed as ipaddr.IPv6).isIPv4MappedAddress()) return null;
  return networkOf(address, delegationLength);
}

/**
 * TRUST_PROXY as Fastify takes it: a hop count or the proxies' addresses and
 * CIDRs. `true` would trust every hop, so the left-most X-Forwarded-For entry,
 * which the client writes, would become the client's address; it means one
 * hop instead: the address the nearest proxy saw (ADR 043, trustProxyOption).
 */
export function parseTrustProxy(value: string | undefined): false | number | string {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(',');
}

/**
 * What Fastify's `trustProxy` option gets. Fastify takes a bare hop count as
 * "trust nothing" (it cannot check that the nearest peer is a proxy), so a
 * count goes as the function proxy-addr asks for: the first `hops` addresses
 * from the socket inward are proxies. With a count, the app must be reachable
 * only through the proxy (docs/security.md); a list of the proxy's addresses
 * needs no such care.
 */
export function trustProxyOption(
  trustProxy: false | number | string,
): boolean | string | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy !== 'number') return trustProxy;
  const hops = trustProxy;
  return (_address, hop) => hop < hops;
}

/** The ranges a reverse proxy in front of the app talks from: its host, a private network. */
const PROXY_RANGES = new Set([
  'loopback',
  'private',
  'uniqueLocal',
  'linkLocal',
  'carrierGradeNat',
]);

/** What a connection's peer is, for looksDirect: the same for every request of the connection. */
export type PeerKind = 'unknown' | 'public' | 'loopback' | 'proxy';

export function peerKind(peer: string | undefined): PeerKind {
  if (!peer || !ipaddr.isValid(peer)) return 'unknown';
  let parsed = ipaddr.parse(peer);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  const range = parsed.range();
  if (!PROXY_RANGES.has(range)) return 'public';
  return range === 'loopback' ? 'loopback' : 'proxy';
}

/**
 * Whether a request under a hop-count TRUST_PROXY looks like it reached the app
 * without the proxy: its peer is a public address, or a non-local peer sent no
 * X-Forwarded-For (nginx and Caddy always add one). Then its forged header would
 * be trusted (docs/security.md; ADR 084 warns once).
 */
export function looksDirect(peer: PeerKind, forwarded: unknown): boolean {
  return peer === 'public' || (peer === 'proxy' && forwarded === undefined);
}

/** Whether every entry of a TRUST_PROXY list is an address or a CIDR range. */
export function isTrustProxyList(value: string): boolean {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .every(
      (part) =>
        ipaddr.isValid(part) ||
        ipaddr.isValidCIDR(part) ||
        ['loopback', 'linklocal', 'uniquelocal'].includes(part),
    );
}
