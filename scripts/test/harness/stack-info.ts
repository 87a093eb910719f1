import type { LocalStack } from '../../local/stack';

/** What the test tiers learn about the local stack started for them (JSON-serialisable: no `stop`). */
export type StackInfo = Pick<LocalStack, 'urls' | 'appOrigin' | 'userPoolId' | 'userPoolClientId' | 'cognitoSigningKeyFile' | 'tableName' | 'lambdaEnv'>;

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}

/**
 * Where a test process finds its tier's stack: Vitest's setup file (apply-stack-env.ts) and
 * Playwright's global setup (web/e2e/global-setup.ts) put it in this environment variable, so the
 * harness reads it the same way under either runner.
 */
export const STACK_ENV = 'SANDBANK_TEST_STACK';

let parsed: { text: string; stack: StackInfo } | undefined;

/** The local stack started for this test tier. */
export function testStack(): StackInfo {
  const text = process.env[STACK_ENV];
  if (!text) throw new Error(`No test stack: ${STACK_ENV} is not set (the tier's setup sets it)`);
  if (parsed?.text !== text) parsed = { text, stack: JSON.parse(text) as StackInfo };
  return parsed.stack;
}
