import { describe, expect, it } from 'vitest';
import { canonicalIpv6, ipv6Groups, ipv6Network64, mappedIpv4 } from './ip-addresses';

describe('IP addresses', () => {
  it('write an IPv6 address in its one canonical form, a zone left off', () => {
    expect(canonicalIpv6('2001:DB8:0:0:1:0:0:1')).toBe('2001:db8::1:0:0:1');
    expect(canonicalIpv6('fe80::1%eth0')).toBe('fe80::1');
    expect(canonicalIpv6('203.0.113.7')).toBeNull();
    expect(canonicalIpv6('2001:db8::g')).toBeNull();
  });

  it('expand an IPv6 address to its eight groups, wherever its zeros were folded', () => {
    expect(ipv6Groups('2001:db8:1:2::5')).toEqual([0x2001, 0xdb8, 1, 2, 0, 0, 0, 5]);
    expect(ipv6Groups('::1')).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(ipv6Groups('1::')).toEqual([1, 0, 0, 0, 0, 0, 0, 0]);
    expect(ipv6Groups('1:2:3:4:5:6:7:8')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('read the IPv4 address a mapped IPv6 address carries, in either spelling, and nothing else', () => {
    expect(mappedIpv4('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(mappedIpv4('::ffff:a00:1')).toBe('10.0.0.1');
    expect(mappedIpv4('::a00:1')).toBeNull();
    expect(mappedIpv4('2001:db8::ffff:a00:1')).toBeNull();
  });

  it('name an IPv6 address by its /64', () => {
    expect(ipv6Network64([0x2001, 0xdb8, 1, 2, 9, 9, 9, 9])).toBe('2001:db8:1:2::/64');
    expect(ipv6Network64([0, 0, 0, 0, 0, 0, 0, 1])).toBe('::/64');
  });
});
