/*
 * What a running local stack is, for the code that starts it (stack.ts) and the code that records
 * it for other commands (local-stack-record.ts): its own file, so neither imports the other.
 */

export interface LocalStackUrls {
  gateway: string;
  web: string | null;
  dynamodb: string;
  cognito: string;
  s3: string;
  ses: string;
  kms: string;
}

export interface LocalStack {
  urls: LocalStackUrls;
  /** The web app's origin, served or not: the one origin whose pages the stack's servers answer. */
  appOrigin: string;
  userPoolId: string;
  userPoolClientId: string;
  /** The Cognito emulator's token signing key, for tests that sign a token of their own (emulators/cognito/signing-key.ts). */
  cognitoSigningKeyFile: string;
  tableName: string;
  avatarBucket: string;
  /** The environment the handlers run with; also applied to this process's `process.env`. */
  lambdaEnv: Record<string, string>;
  /** Stops every child process and server; resolves once all have exited. */
  stop(): Promise<void>;
}
