import { TEST_CUSTOMER_GROUP as SHARED_TEST_CUSTOMER_GROUP } from '@sandbank/shared/sandbox';
import { describe, expect, it } from 'vitest';
import { unsignedToken } from '../test/unsigned-token';
import { decodeJwtClaims, isAdminClaims, isTestCustomerClaims, TEST_CUSTOMER_GROUP } from './jwt';

describe('decodeJwtClaims', () => {
  it('reads the payload, including non-ASCII text', () => {
    expect(decodeJwtClaims(unsignedToken({ sub: 'abc', email: 'zoë@example.com' }))).toEqual({ sub: 'abc', email: 'zoë@example.com' });
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

describe('isTestCustomerClaims', () => {
  it('is true only for members of the test customers group', () => {
    expect(isTestCustomerClaims({ 'cognito:groups': ['test-customers'] })).toBe(true);
    expect(isTestCustomerClaims({ 'cognito:groups': ['admin'] })).toBe(false);
    expect(isTestCustomerClaims({})).toBe(false);
  });

  it('names the group the API reads', () => {
    expect(TEST_CUSTOMER_GROUP).toBe(SHARED_TEST_CUSTOMER_GROUP);
  });
});
