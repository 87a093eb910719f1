import type { LocalStack } from '../../local/stack';

/** What the test tiers learn about the local stack started for them (JSON-serialisable: no `stop`). */
export type StackInfo = Pick<LocalStack, 'urls' | 'appOrigin' | 'userPoolId' | 'userPoolClientId' | 'cognitoSigningKeyFile' | 'tableName' | 'lambdaEnv'>;

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}
