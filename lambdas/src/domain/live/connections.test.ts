import { describe, expect, it, vi } from 'vitest';
import type { TokenCheck } from '../../data/access-tokens';

/*
 * Whose a live connection is, from the access token's check: an administrator's connection (which
 * receives the back office's events) only for a session signed in with an authenticator code, as
 * the back office's own operations require.
 */

const checks = new Map<string, TokenCheck>([
  ['customer', { valid: true, holder: { userId: 'customer-1', groups: [], signedInWithMfa: false } }],
  ['admin-with-code', { valid: true, holder: { userId: 'admin-1', groups: ['admin'], signedInWithMfa: true } }],
  ['admin-without-code', { valid: true, holder: { userId: 'admin-2', groups: ['admin'], signedInWithMfa: false } }],
  ['expired', { valid: false, reason: 'the token has expired' }],
]);
vi.mock('../../data/access-tokens', () => ({ checkAccessToken: async (token: string) => checks.get(token)! }));
vi.mock('../../data/entities/live-connection', () => ({}));

const { authorizeLiveConnection } = await import('./connections');

describe('authorizeLiveConnection', () => {
  it('names the owner, and an administrator only for a session signed in with a code', async () => {
    expect(await authorizeLiveConnection('customer')).toEqual({ allowed: true, identity: { userId: 'customer-1', isAdmin: false } });
    expect(await authorizeLiveConnection('admin-with-code')).toEqual({ allowed: true, identity: { userId: 'admin-1', isAdmin: true } });
    expect(await authorizeLiveConnection('admin-without-code')).toEqual({ allowed: true, identity: { userId: 'admin-2', isAdmin: false } });
  });

  it('refuses a token that does not verify, and no token', async () => {
    expect(await authorizeLiveConnection('expired')).toEqual({ allowed: false, reason: 'the token has expired' });
    expect(await authorizeLiveConnection(undefined)).toEqual({ allowed: false, reason: 'no token' });
  });
});
