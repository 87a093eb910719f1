import { conflict, notFound } from '@sandbank/shared/errors';
import type { CheckDecision } from '@sandbank/shared/operations/admin/checks';
import { checkMessages } from '@sandbank/shared/schemas/check';
import { formatCents } from '@sandbank/shared/money';
import { accountOfUser } from '../../data/entities/account';
import { checkById, decidePendingCheck, type CheckDecisionFields, type CheckRecord } from '../../data/entities/check-deposit';
import { claimedPresentmentKey, releasePresentment } from '../../data/entities/check-presentment';
import { putNotification } from '../../data/entities/notification';
import type { TransactionRecord } from '../../data/entities/transaction';
import { countStatusChange } from '../../data/entities/workflow-counters';
import type { TransactItem } from '../../data/transact';
import { moveMoney } from '../audit/audited-movement';
import { auditedChange } from '../audit/audited-write';
import { deciderId, refuseOwnRequest, type Decider } from '../back-office/four-eyes';
import { newEntry, toTransactionView } from '../ledger/entries';
import { islandOfAccount } from '../ledger/islands';
import type { IdempotencyScope } from '../idempotency/idempotency-scope';
import { checkEvent, checkLabel, toAdminCheckView } from './check-views';

/*
 * The status change is conditional on the check still pending, in one transaction with everything the decision
 * writes: of two decisions at once one commits, the other reads again and answers 409.
 */

async function requirePendingCheck(decider: Decider, checkId: string): Promise<CheckRecord> {
  const check = await checkById(checkId);
  if (!check) throw notFound(checkMessages.notFound);
  refuseOwnRequest(decider, 'check', check.userId);
  if (check.status !== 'pending') throw conflict(checkMessages.notPending);
  return check;
}

/** A missing account is refused by the posting itself. */
async function islandOfDepositAccount(check: CheckRecord) {
  const account = await accountOfUser(check.userId, check.accountId);
  return account ? islandOfAccount(account) : null;
}

interface Decision {
  fields: CheckDecisionFields;
  entry: TransactionRecord | null;
  records: TransactItem[];
  notification: { title: string; text: string; link: string };
}

async function decide(
  decider: Decider,
  checkId: string,
  idempotency: IdempotencyScope,
  make: (check: CheckRecord, decidedAt: string) => Decision,
): Promise<CheckDecision> {
  // A round lost to another decision reads the check again: 409.
  return auditedChange(async () => {
    const check = await requirePendingCheck(decider, checkId);
    const decidedAt = new Date().toISOString();
    const decision = make(check, decidedAt);
    const decided: CheckRecord = { ...check, ...decision.fields };
    const result = { check: toAdminCheckView(decided), transaction: decision.entry && toTransactionView(decision.entry) };
    return {
      write: moveMoney({
        // Check clearing collects an approved check's money from the paying bank.
        postings: decision.entry ? [{ entry: decision.entry, island: await islandOfDepositAccount(check), contra: 'checkClearing' }] : [],
        records: [
          decidePendingCheck(check, decision.fields),
          ...decision.records,
          putNotification({ userId: check.userId, kind: 'check', ...decision.notification }),
          countStatusChange('checks', { from: 'pending', to: decided.status }),
          checkEvent(decided.status === 'approved' ? 'check.approved' : 'check.rejected', decided),
        ],
        idempotency: { scope: idempotency, response: result },
      }),
      audit: {
        customerId: check.userId,
        actorId: deciderId(decider),
        action: `check.${decision.fields.status === 'approved' ? 'approve' : 'reject'}`,
        targetType: 'check',
        targetId: check.id,
        before: { status: check.status },
        after: {
          status: decided.status,
          amountCents: check.amountCents,
          accountId: check.accountId,
          ...(decision.entry ? { transactionId: decision.entry.id } : { rejectionReason: decided.rejectionReason }),
        },
      },
      result,
    };
  });
}

export const approveCheckDeposit = (decider: Decider, checkId: string, idempotency: IdempotencyScope) =>
  decide(decider, checkId, idempotency, (check, decidedAt) => {
    const entry = newEntry({
      userId: check.userId,
      accountId: check.accountId,
      type: 'deposit',
      amountCents: check.amountCents,
      description: `Check deposit - ${check.checkNumber ?? 'N/A'}`,
      reference: check.checkNumber,
      checkId: check.id,
      createdAt: decidedAt,
    });
    return {
      fields: { status: 'approved', decidedBy: deciderId(decider), decidedAt, rejectionReason: null, transactionId: entry.id },
      entry,
      records: [],
      notification: {
        title: 'Check deposit approved',
        text: `Your ${checkLabel(check)} of ${formatCents(check.amountCents)} was approved and credited to ${check.depositAccount.name}.`,
        link: `/transactions?transaction=${entry.id}`,
      },
    };
  });

/** Nothing moves, and its presentment key is released. */
export const rejectCheckDeposit = (decider: Decider, checkId: string, reason: string, idempotency: IdempotencyScope) =>
  decide(decider, checkId, idempotency, (check, decidedAt) => {
    const claimed = claimedPresentmentKey(check);
    return {
      fields: { status: 'rejected', decidedBy: deciderId(decider), decidedAt, rejectionReason: reason, transactionId: null },
      entry: null,
      records: claimed ? [releasePresentment(claimed, check.id)] : [],
      notification: {
        title: 'Check deposit rejected',
        text: `Your ${checkLabel(check)} of ${formatCents(check.amountCents)} was rejected: ${reason}`,
        link: '/check-deposit',
      },
    };
  });
