/** What the test tiers learn about the local stack started for them (JSON-serialisable). */
export interface StackInfo {
  urls: { gateway: string; web: string | null; dynamodb: string; cognito: string; s3: string; ses: string };
  userPoolId: string;
  userPoolClientId: string;
  tableName: string;
  lambdaEnv: Record<string, string>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}
