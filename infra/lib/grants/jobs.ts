import type { JobName } from '@sandbank/lambdas/deployment';
import { access, type Access } from './access';
import { movesMoney, sandboxCheckRejection, sandboxLogged, sandboxWireDecision } from './features';
import { attemptsWebhookDeliveries } from './webhooks';

/** What each job of lambdas/src/jobs/job-table.ts reads, writes and calls; a job without an entry does not compile. */
export type JobGrants = { readonly [Name in JobName]: Access };

export const jobGrants = {
  // Requests awaiting their code, by expiry time (the index holds nothing else); each expired conditionally, with its event.
  expireWireRequests: { reads: ['wire.awaitingByExpiry'], writes: ['wire', 'event'] },
  // Expired test customers by expiry time, each marked, its requests ended and balances emptied as
  // the sandbox's reset does, then every item of its partition, its account numbers and presentment
  // keys removed with the counters, its pool user deleted, its record and live place last.
  expireTestCustomers: access(sandboxWireDecision, sandboxCheckRejection, movesMoney, sandboxLogged, {
    reads: ['testCustomer.byExpiry', 'testCustomerItemRemoval', 'wire', 'checkDeposit', 'account'],
    writes: ['testCustomer', 'testCustomerItemRemoval', 'accountNumberRemoval', 'checkPresentmentRemoval', 'liveTestCustomers', 'liveTestCustomersOfAddress'],
    directory: ['AdminDeleteUser'],
  }),
  // The pending deliveries by due time (the index holds nothing else), each claimed, attempted and recorded.
  retryWebhookDeliveries: access(attemptsWebhookDeliveries, { reads: ['webhookDelivery.dueForAttempt'] }),
} as const satisfies JobGrants;
