/** Built from the claims the JWT authorizer verified (http/caller.ts), so domain functions never look at tokens. */
export interface Caller {
  userId: string;
  /** A UUID for pools that sign in by email. */
  username: string;
  isAdmin: boolean;
  /** The only caller with sandbox powers. */
  isTestCustomer: boolean;
  /** Absent for callers that are no session (the sandbox's own decisions). */
  signedInWithMfa?: boolean;
  /** Absent for callers that are no session. */
  sessionExpiresAt?: number;
}
