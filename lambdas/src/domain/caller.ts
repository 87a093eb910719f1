/**
 * Who is asking, as the bank's rules see them. The HTTP layer builds it from the claims the JWT
 * authorizer verified (http/caller.ts); domain functions take it and never look at tokens.
 */
export interface Caller {
  userId: string;
  /** The Cognito user name (a UUID for pools that sign in by email), used for directory look-ups. */
  username: string;
  isAdmin: boolean;
  /** A customer the tester's toolkit created (the test-customers group): the only caller with sandbox powers. */
  isTestCustomer: boolean;
  /**
   * The session signed in with an authenticator code (the access token's MFA claim,
   * shared/src/mfa.ts). Absent for callers that are no session (the sandbox's own decisions).
   */
  signedInWithMfa?: boolean;
  /**
   * When the caller's session, as the request proved it, ends: its access token's `exp` (epoch
   * seconds). Absent for callers that are no session.
   */
  sessionExpiresAt?: number;
}
