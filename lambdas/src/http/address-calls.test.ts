import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { networkOf, sourceAddress, VIEWER_ADDRESS_HEADER } from './address-calls';

const event = (headers: Record<string, string>) =>
  ({ headers, requestContext: { http: { sourceIp: '198.51.100.9' } } }) as unknown as APIGatewayProxyEventV2;

describe('sourceAddress', () => {
  const secrets = process.env.ORIGIN_VERIFY_SECRETS;
  afterEach(() => {
    if (secrets === undefined) delete process.env.ORIGIN_VERIFY_SECRETS;
    else process.env.ORIGIN_VERIFY_SECRETS = secrets;
  });

  it("behind CloudFront, is the viewer's address CloudFront wrote, not the edge's", () => {
    process.env.ORIGIN_VERIFY_SECRETS = 'secret';
    expect(sourceAddress(event({ [VIEWER_ADDRESS_HEADER]: '203.0.113.7' }))).toBe('203.0.113.7');
    expect(sourceAddress(event({}))).toBe('198.51.100.9');
  });

  it('reached directly (the local gateway), is the connection\'s address whatever the caller claims', () => {
    delete process.env.ORIGIN_VERIFY_SECRETS;
    expect(sourceAddress(event({ [VIEWER_ADDRESS_HEADER]: '203.0.113.7' }))).toBe('198.51.100.9');
  });
});

describe('networkOf', () => {
  it('counts an IPv4 address by itself', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('203.0.113.8')).toBe('203.0.113.8');
  });

  it('counts every address of one IPv6 /64 as one network, whatever its spelling', () => {
    const network = '2001:db8:1:2::/64';
    for (const address of ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0DB8:0001:0002:0a0b:0c0d:0e0f:1011', '2001:db8:1:2:0:0:0:9']) {
      expect(networkOf(address), address).toBe(network);
    }
    expect(networkOf('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(networkOf('2001:db8:0:0:1::1')).toBe('2001:db8::/64');
    expect(networkOf('fe80::1%eth0')).toBe('fe80::/64');
    expect(networkOf('::1')).toBe('::/64');
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address it carries, in either spelling', () => {
    expect(networkOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('::ffff:cb00:7107')).toBe('203.0.113.7');
    expect(networkOf('0:0:0:0:0:FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('keeps what is not an IP address as it is', () => {
    expect(networkOf('unknown')).toBe('unknown');
    expect(networkOf('2001:db8::g')).toBe('2001:db8::g');
  });
});
