import { describe, expect, it } from 'vitest';
import { decodeJwtClaims, isAdminClaims } from './jwt';

const tokenWith = (claims: object) =>
  ['{"alg":"none"}', JSON.stringify(claims)].map((part) => Buffer.from(part).toString('base64url')).join('.') + '.signature';

describe('decodeJwtClaims', () => {
  it('reads the payload, including non-ASCII text', () => {
    expect(decodeJwtClaims(tokenWith({ sub: 'abc', email: 'zoë@example.com' }))).toEqual({ sub: 'abc', email: 'zoë@example.com' });
  });

  it('rejects something that is not a JWT', () => {
    expect(() => decodeJwtClaims('not-a-token')).toThrow('Malformed token');
  });
});

describe('isAdminClaims', () => {
  it('is true only for members of the admin group', () => {
    expect(isAdminClaims({ 'cognito:groups': ['admin'] })).toBe(true);
    expect(isAdminClaims({ 'cognito:groups': ['staff'] })).toBe(false);
    expect(isAdminClaims({})).toBe(false);
    expect(isAdminClaims(undefined)).toBe(false);
  });
});
