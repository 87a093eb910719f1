import { inject } from 'vitest';
import type { UserPoolTarget } from '../local/users';
import type {} from './stack-info';

/** The Cognito emulator's user pool of the stack started for this test tier. */
export function testUserPool(): UserPoolTarget {
  const stack = inject('stack');
  return { userPoolId: stack.userPoolId, userPoolClientId: stack.userPoolClientId, endpoint: stack.urls.cognito };
}
