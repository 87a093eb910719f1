/**
 * Concurrency the account keeps for the functions that must run whatever the API is doing: the
 * user pool's pre-token-generation trigger (every sign-in and token refresh waits for it) and the
 * jobs (the expiry of test customers, of lapsed wires, webhook retries). Without a reservation
 * they share the account's pool with every API function, so a flood of API calls would stop
 * sign-ins and leave the jobs behind. A reservation is also a ceiling: these numbers are small
 * and fixed, far above what each needs (a sign-in holds the trigger for tens of milliseconds; a
 * job runs once a minute, a late run at most overlapping the next).
 *
 * An account whose concurrency quota is too small to set any aside (Lambda keeps at least 100
 * unreserved; new accounts may have a quota of 10) deploys with the CDK context
 * `reserveConcurrency=false` (docs/deploy.md).
 */
export const reservedConcurrency = {
  preTokenGeneration: 10,
  /** For each job. */
  job: 2,
} as const;
