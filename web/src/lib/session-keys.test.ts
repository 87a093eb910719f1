import { describe, expect, it } from 'vitest';
import { holdsAnyStoredSession, holdsStoredSession, lastAuthUserKey } from './session-keys';

/** A storage holding exactly these keys. */
function storageWith(...keys: string[]): Pick<Storage, 'length' | 'key' | 'getItem'> {
  return { length: keys.length, key: (index) => keys[index] ?? null, getItem: (key) => (keys.includes(key) ? 'value' : null) };
}

describe('whether this browser holds a session', () => {
  it('of the app client: by the key that names its signed-in user', () => {
    expect(holdsStoredSession(storageWith(lastAuthUserKey('client-a')), 'client-a')).toBe(true);
    expect(holdsStoredSession(storageWith(lastAuthUserKey('client-b')), 'client-a')).toBe(false);
  });

  it('of any app client, before the deployment names one', () => {
    expect(holdsAnyStoredSession(storageWith('theme', lastAuthUserKey('client-b')))).toBe(true);
    expect(holdsAnyStoredSession(storageWith('theme', 'CognitoIdentityServiceProvider.client-b.someone.idToken'))).toBe(false);
    expect(holdsAnyStoredSession(storageWith())).toBe(false);
  });
});
