/**
 * Amplify's token store: `CognitoIdentityServiceProvider.<client id>.LastAuthUser` names the user,
 * whose tokens sit under `CognitoIdentityServiceProvider.<client id>.<user>.<token>`.
 */
export const SESSION_KEY_PREFIX = 'CognitoIdentityServiceProvider.';

/** The prefix of every key of the app client `clientId`'s session. */
export const sessionKeysOf = (clientId: string): string => `${SESSION_KEY_PREFIX}${clientId}.`;

const LAST_AUTH_USER = 'LastAuthUser';

/** The key that names the app client's signed-in user. */
export const lastAuthUserKey = (clientId: string): string => `${sessionKeysOf(clientId)}${LAST_AUTH_USER}`;

/**
 * Whether this browser holds a session of the app client at all, without reading its tokens: a
 * visitor who never signed in is known to be signed out by one storage read.
 */
export function holdsStoredSession(storage: Pick<Storage, 'getItem'>, clientId: string): boolean {
  return storage.getItem(lastAuthUserKey(clientId)) !== null;
}

/**
 * Whether a storage holds a session of any app client. A session of an earlier deployment's
 * client counts too; it only makes the first screen load a little more than it needs.
 */
export function holdsAnyStoredSession(storage: Pick<Storage, 'length' | 'key'>): boolean {
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(SESSION_KEY_PREFIX) && key.endsWith(`.${LAST_AUTH_USER}`)) return true;
  }
  return false;
}
