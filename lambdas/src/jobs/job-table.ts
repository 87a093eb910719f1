/*
 * Declared once, like the operation table: the CDK stack and the local scheduler both run these. A new job needs
 * a row here, `jobs/<name>.ts` made with createJob (idempotent: a schedule may fire twice), and its grants in
 * infra/lib/grants/jobs.ts.
 */

export interface JobDefinition {
  /** The function's description. */
  summary: string;
  everyMinutes: number;
}

export type JobTable = Record<string, JobDefinition>;

export const defineJobs = <const T extends JobTable>(jobs: T) => jobs;

export const jobTable = defineJobs({
  expireWireRequests: {
    summary: 'Expires wire requests whose confirmation code lapsed unconfirmed (found by expiry time, no scan)',
    everyMinutes: 1,
  },
  expireTestCustomers: {
    summary: "Removes test customers whose time is up (found by expiry time, no scan): requests ended, balances returned to the bank by entries, every item, the pool user, then the record",
    everyMinutes: 1,
  },
  retryWebhookDeliveries: {
    summary: 'Attempts the webhook deliveries whose next attempt is due (found by due time, no scan), each under a claim; gives up 3 days after the first attempt',
    everyMinutes: 1,
  },
});

export type JobName = keyof typeof jobTable;
