import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { sourceAddress, VIEWER_ADDRESS_HEADER } from './address-calls';

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
