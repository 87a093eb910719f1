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
 * their first entries in one transaction; each counted in the bank's counters as it is written,
 * each entry told as an `entry.posted` event.
 */
export const onboarding = access({
  reads: ['profile', 'account'],
  writes: ['profile', 'onboardingMarker', 'account', 'accountListing', 'accountNumber', 'transaction', 'accountMonth', 'bankCounterShard', 'event'],
  directory: ['AdminGetUser'],
});

/**
 * A movement of money (lambdas/src/domain/ledger/movement.ts): conditional balance updates, new
 * entries, the month totals statements read, one shard of the bank's counters and each entry's
 * `entry.posted` event.
 */
export const movesMoney = access({ writes: ['account', 'transaction', 'accountMonth', 'bankCounterShard', 'event'] });

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
 * A decision the sandbox makes for a test customer (lambdas/src/domain/audit/recorded-action.ts):
 * recorded by an entry of the customer's sandbox log in the decision's transaction, never on the
 * audit chain, so the toolkit's functions hold no audit grant at all.
 */
export const sandboxLogged = access({ writes: ['sandboxLogEntry'] });

/**
 * A decision on a held wire (lambdas/src/domain/wires/wire-decisions.ts), by an administrator or
 * the sandbox: found by id, its two held entries read, then in one recorded transaction the wire,
 * its two entries, the account's pending total, the workflow counters, the customer's
 * notification and events (the wire decided, the entries settled) and the decision's idempotency
 * record. A rejection gives the amount and the fee back: the account's month totals change with
 * the balance.
 */
/** `recorder`: `audited` (an administrator decides) or `sandboxLogged` (the sandbox). */
const wireDecisionBy = (recorder: Access) =>
  access(recorder, {
    reads: ['wire', 'wire.byWireId', 'transaction'],
    writes: ['wire', 'transaction', 'account', 'bankCounterShard', 'notification', 'idempotencyRecord', 'event'],
  });
export const wireDecision = wireDecisionBy(audited);
export const wireRejection = access(wireDecision, { writes: ['accountMonth'] });
export const sandboxWireDecision = access(wireDecisionBy(sandboxLogged), { writes: ['accountMonth'] });

/**
 * A decision on a check (lambdas/src/domain/checks/decide-check.ts): found by id, changed under a
 * condition, told to its depositor (a notification and an event), counted and recorded with its
 * idempotency record; an approval's deposit (on the account read for its island) moves money, a
 * rejection releases the check's presentment key.
 */
const checkDecisionBy = (recorder: Access) =>
  access(recorder, {
    reads: ['checkDeposit', 'checkDeposit.byCheckId'],
    writes: ['checkDeposit', 'notification', 'bankCounterShard', 'idempotencyRecord', 'event'],
  });
const approval = access(movesMoney, { reads: ['account'] });
const rejection = access({ writes: ['checkPresentment'] });
export const checkApproval = access(checkDecisionBy(audited), approval);
export const checkRejection = access(checkDecisionBy(audited), rejection);
export const sandboxCheckApproval = access(checkDecisionBy(sandboxLogged), approval);
export const sandboxCheckRejection = access(checkDecisionBy(sandboxLogged), rejection);

/**
 * A decision on a locker item found by its id alone (lambdas/src/domain/locker/locker-back-office.ts):
 * the item (conditional on pending), the owner's notification and event, the counters, the record.
 */
const lockerDecisionBy = (recorder: Access) =>
  access(recorder, {
    reads: ['lockerItem', 'lockerItem.byItemId', 'profile'],
    writes: ['lockerItem', 'notification', 'bankCounterShard', 'event'],
  });
export const lockerDecision = lockerDecisionBy(audited);
export const sandboxLockerDecision = lockerDecisionBy(sandboxLogged);

/**
 * Whether someone is an administrator now, as the user pool says (lambdas/src/domain/auth/administrator-standing.ts):
 * their user (enabled) and their groups. GetUser, which tells whether a session was signed out,
 * is authorized by the caller's own access token and needs no IAM permission.
 */
export const administratorStanding = access({ directory: ['AdminGetUser', 'AdminListGroupsForUser'] });

/**
 * What an operation needs because of its row in the operation table, whatever its area declares:
 * an idempotent operation reads and writes its idempotency records (lambdas/src/http/idempotency.ts),
 * a rate-limited one counts its calls (lambdas/src/http/caller-limits.ts), one a customer can
 * call reads a test customer's record to let its calls in (lambdas/src/http/sandbox/test-customer-gate.ts),
 * and an admin operation asks the pool for its caller's standing (lambdas/src/http/admin-standing.ts).
 */
export function accessFromTable(operation: Pick<OperationDefinition, 'idempotent' | 'rateLimit' | 'access'>): Access {
  return access(
    operation.access === 'customer' || operation.access === 'testCustomer' ? { reads: ['testCustomer'] } : noAccess,
    operation.access === 'admin' ? administratorStanding : noAccess,
    operation.idempotent === true ? { reads: ['idempotencyRecord'], writes: ['idempotencyRecord'] } : noAccess,
    operation.rateLimit === undefined ? noAccess : { writes: ['callCounter'] },
  );
}
