/**
 * Amplify's token store: `CognitoIdentityServiceProvider.<client id>.LastAuthUser` names the user,
 * whose tokens sit under `CognitoIdentityServiceProvider.<client id>.<user>.<token>`.
 */
export const SESSION_KEY_PREFIX = 'CognitoIdentityServiceProvider.';

/** The prefix of every key of the app client `clientId`'s session. */
export const sessionKeysOf = (clientId: string): string => `${SESSION_KEY_PREFIX}${clientId}.`;

/** The key that names the app client's signed-in user. */
export const lastAuthUserKey = (clientId: string): string => `${sessionKeysOf(clientId)}LastAuthUser`;

/**
 * Whether this browser holds a session of the app client at all, without reading its tokens: a
 * visitor who never signed in is known to be signed out by one storage read.
 */
export function holdsStoredSession(storage: Pick<Storage, 'getItem'>, clientId: string): boolean {
  return storage.getItem(lastAuthUserKey(clientId)) !== null;
}
