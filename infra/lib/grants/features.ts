import type { OperationDefinition } from '@sandbank/shared';
import { access, noAccess, type Access } from './access';

/*
 * The access of steps several operations share, declared once beside the code they describe, and
 * the access an operation gets from its row in the operation table. An area's grants combine
 * these with what its own operation reads and writes: `access(onboarding, { reads: ['profile'] })`.
 */

/**
 * A customer's first request opens their bank (lambdas/src/domain/onboarding/onboarding.ts): the
 * profile from the user pool, then the onboarding marker, three accounts, their numbers and
 * their first entries in one transaction; each counted in the bank's counters as it is written.
 */
export const onboarding = access({
  reads: ['profile', 'account'],
  writes: ['profile', 'onboardingMarker', 'account', 'accountNumber', 'transaction', 'accountMonth', 'bankCounterShard'],
  directory: ['AdminGetUser'],
});

/**
 * A movement of money (lambdas/src/domain/ledger/movement.ts): conditional balance updates, new
 * entries, the month totals statements read and one shard of the bank's counters.
 */
export const movesMoney = access({ writes: ['account', 'transaction', 'accountMonth', 'bankCounterShard'] });

/**
 * An audited back-office action (lambdas/src/domain/audit/audit-chain.ts): read the chain head,
 * advance it, add the event sealed with the audit key and its copy under its action, then anchor
 * it in the anchor bucket.
 */
export const audited = access({
  reads: ['auditHead'],
  writes: ['auditHead', 'auditEvent', 'auditActionEntry'],
  uses: ['auditKey:seal', 'auditAnchors:write'],
});

/**
 * What an operation needs because of its row in the operation table, whatever its area declares:
 * an idempotent operation reads and writes its idempotency records (lambdas/src/http/idempotency.ts),
 * a rate-limited one counts its calls (lambdas/src/http/caller-limits.ts), and one a customer can
 * call reads a test customer's record to let its calls in (lambdas/src/http/test-customer-gate.ts).
 */
export function accessFromTable(operation: Pick<OperationDefinition, 'idempotent' | 'rateLimit' | 'access'>): Access {
  return access(
    operation.access === 'customer' || operation.access === 'testCustomer' ? { reads: ['testCustomer'] } : noAccess,
    operation.idempotent === true ? { reads: ['idempotencyRecord'], writes: ['idempotencyRecord'] } : noAccess,
    operation.rateLimit === undefined ? noAccess : { writes: ['callCounter'] },
  );
}
