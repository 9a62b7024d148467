import ipaddr from 'ipaddr.js';
import { describe, expect, it } from 'vitest';
import { delegationOf, isTrustProxyList, networkOf, parseTrustProxy } from './client-network';

describe('networkOf', () => {
  it('keys an IPv4 address on itself, mapped or not', () => {
    expect(networkOf('203.0.113.7', 64)).toBe('203.0.113.7');
    expect(networkOf('::ffff:203.0.113.7', 64)).toBe('203.0.113.7');
  });

  it('keys every address of one IPv6 /64 on the same network', () => {
    const a = networkOf('2001:db8:1:2::1', 64);
    expect(a).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:db8:1:2:ffff:ffff:ffff:ffff', 64)).toBe(a);
    expect(networkOf('2001:0db8:0001:0002:0000:0000:0000:0abc', 64)).toBe(a);
    expect(networkOf('2001:db8:1:3::1', 64)).not.toBe(a);
  });

  it('follows the configured prefix length', () => {
    expect(networkOf('2001:db8:1:2::1', 48)).toBe('2001:db8:1::/48');
    expect(networkOf('2001:db8:1:2::1', 128)).toBe('2001:db8:1:2::1');
  });

  it('keys what it cannot parse on itself', () => {
    expect(networkOf('not-an-address', 64)).toBe('not-an-address');
  });

  it('keys IPv4 in any spelling as ipaddr.js reads it, without parsing the plain ones', () => {
    // Plain dotted quads skip the parse; every other spelling still goes through ipaddr.js.
    const spellings = ['0.0.0.0', '9.99.199.255', '10.250.249.1', '255.255.255.255'];
    for (const address of spellings) {
      expect(networkOf(address, 64)).toBe(ipaddr.parse(address).toString());
    }
    expect(networkOf('010.0.0.1', 64)).toBe('8.0.0.1');
    expect(networkOf('0x0a.0.0.1', 64)).toBe('10.0.0.1');
    expect(networkOf('256.0.0.1', 64)).toBe('256.0.0.1');
    expect(networkOf('1.2.3.4 ', 64)).toBe('1.2.3.4 ');
  });
});

describe('delegationOf', () => {
  it('keys an IPv6 address by its delegation, and adds nothing for IPv4', () => {
    expect(delegationOf('2001:db8:5:1a3:1::1', 64, 48)).toBe('2001:db8:5::/48');
    expect(delegationOf('2001:db8:5:1a3:1::1', 64, 56)).toBe('2001:db8:5:100::/56');
    expect(delegationOf('203.0.113.7', 64, 48)).toBeNull();
    expect(delegationOf('::ffff:203.0.113.7', 64, 48)).toBeNull();
    expect(delegationOf('not-an-address', 64, 48)).toBeNull();
    // A delegation no wider than the network is the network: no second count.
    expect(delegationOf('2001:db8:5:1a3:1::1', 48, 48)).toBeNull();
  });
});

describe('parseTrustProxy', () => {
  it('takes true as one hop, never as trust in every hop', () => {
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
  });

  it('accepts addresses and CIDRs only', () => {
    expect(isTrustProxyList('10.0.0.1, 192.168.0.0/16, ::1, fd00::/8')).toBe(true);
    expect(isTrustProxyList('10.0.0.1, nginx')).toBe(false);
  });
});
