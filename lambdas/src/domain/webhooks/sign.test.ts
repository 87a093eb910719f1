import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newWebhookSecret, signatureHeader } from './sign';

describe('webhook signatures', () => {
  it('are t=<seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" keyed by the secret text>', () => {
    const secret = 'whsec_test-secret';
    const body = '{"id":"01J0000000000000000000000A","type":"webhook.test"}';
    const expected = createHmac('sha256', secret).update(`1767225600.${body}`).digest('hex');
    expect(signatureHeader(secret, 1_767_225_600, body)).toBe(`t=1767225600,v1=${expected}`);
    expect(expected).toMatch(/^[0-9a-f]{64}$/);
  });

  it('change with the body, the time and the secret', () => {
    const base = signatureHeader('whsec_a', 1, '{}');
    expect(signatureHeader('whsec_a', 1, '{ }')).not.toBe(base);
    expect(signatureHeader('whsec_a', 2, '{}').split(',v1=')[1]).not.toBe(base.split(',v1=')[1]);
    expect(signatureHeader('whsec_b', 1, '{}')).not.toBe(base);
  });

  it('use secrets of 32 random bytes after whsec_, a new one each time', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(secret.slice('whsec_'.length), 'base64url')).toHaveLength(32);
    expect(newWebhookSecret()).not.toBe(secret);
  });
});
