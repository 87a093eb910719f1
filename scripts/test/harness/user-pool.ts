import { userPoolTargetOf, type UserPoolTarget } from '../../local/users';
import { testStack } from './stack-info';

/** The Cognito emulator's user pool of the stack started for this test tier. */
export const testUserPool = (): UserPoolTarget => userPoolTargetOf(testStack());
