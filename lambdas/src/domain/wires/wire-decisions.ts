import { conflict, notFound } from '@sandbank/shared/errors';
import { wireMessages } from '@sandbank/shared/messages';
import { formatCents } from '@sandbank/shared/money';
import type { AdminWire } from '@sandbank/shared/schemas/wire';
import { putNotification } from '../../data/entities/notification';
import { entriesOfUserNow } from '../../data/entities/transaction';
import { decideWireItem, wireById, type WireRecord } from '../../data/entities/wire';
import { countStatusChange } from '../../data/entities/workflow-counters';
import { auditedChange, writeRecords } from '../audit/audited-write';
import { deciderId, refuseOwnRequest, type Decider } from '../back-office/four-eyes';
import { endHoldWrites, type HeldEntry } from '../ledger/holds';
import type { IdempotencyScope } from '../idempotency/idempotency-scope';
import { toAdminWireView, wireEvent } from './wire-view';

type Decision = { status: 'approved'; reason: null } | { status: 'rejected'; reason: string };

/** The decision's condition holds them pending, so the events that tell them settled show them exactly. */
function heldEntries(wire: WireRecord): Promise<HeldEntry[]> {
  const ids = [wire.transactionId, wire.feeTransactionId].filter((id): id is string => id !== null);
  return entriesOfUserNow(wire.userId, ids);
}

function notificationOf(wire: WireRecord, decision: Decision) {
  const amount = formatCents(wire.amountCents);
  const text =
    decision.status === 'approved'
      ? wireMessages.approvedText(amount, wire.recipientName)
      : wireMessages.rejectedText(amount, wire.recipientName, decision.reason, formatCents(wire.amountCents + wire.feeCents));
  return putNotification({
    userId: wire.userId,
    kind: 'wire',
    title: decision.status === 'approved' ? wireMessages.approvedTitle : wireMessages.rejectedTitle,
    text,
    link: `/transactions?transaction=${wire.transactionId ?? ''}`,
  });
}

/**
 * Decides a pending wire, once: in one transaction the wire (conditional on `pending`, so two
 * administrators deciding at once — or one double click — make one decision and a 409), its held
 * entries (completed, or failed with amount and fee back on the account), the workflow counters,
 * the customer's notification and events (the wire decided, its entries settled), the idempotency
 * record and the audit event; then the audit event's anchor. If another audited action took the
 * chain's head first, it starts over. The decider is an administrator or the sandbox (a test
 * customer's simulated or magic decision): the same writes, recorded under its id.
 */
async function decide(decider: Decider, wireId: string, decision: Decision, idempotency: IdempotencyScope): Promise<AdminWire> {
  const decidedBy = deciderId(decider);
  return auditedChange(async () => {
    const wire = await wireById(wireId);
    if (!wire) throw notFound(wireMessages.wireNotFound);
    refuseOwnRequest(decider, 'wire', wire.userId);
    if (wire.status === 'approved' || wire.status === 'rejected') throw conflict(wireMessages.alreadyDecided);
    if (wire.status !== 'pending') throw conflict(wireMessages.notPending);

    const decided: WireRecord = { ...wire, status: decision.status, decidedAt: new Date().toISOString(), decidedBy, adminNotes: decision.reason };
    const view = toAdminWireView(decided);
    const returnedCents = decision.status === 'rejected' ? wire.amountCents + wire.feeCents : 0;
    const records = [
      decideWireItem(wire, { status: decision.status, decidedAt: decided.decidedAt!, decidedBy, adminNotes: decision.reason }),
      ...endHoldWrites(await heldEntries(wire), decision.status === 'approved' ? 'completed' : 'failed'),
      countStatusChange('wires', { from: 'pending', to: decision.status }),
      notificationOf(wire, decision),
      wireEvent(decision.status === 'approved' ? 'wire.approved' : 'wire.rejected', decided),
    ];
    return {
      // The wire (or its entries) left `pending`: somebody else decided it. A failure past them is the chain head's: read again.
      write: writeRecords(records, { idempotency: { scope: idempotency, response: view }, refused: () => conflict(wireMessages.alreadyDecided) }),
      audit: {
        customerId: wire.userId,
        actorId: decidedBy,
        action: decision.status === 'approved' ? 'wire.approve' : 'wire.reject',
        targetType: 'wire',
        targetId: wire.id,
        before: { status: wire.status },
        after: {
          status: decided.status,
          accountId: wire.accountId,
          amountCents: wire.amountCents,
          feeCents: wire.feeCents,
          returnedCents,
          ...(decision.reason ? { reason: decision.reason } : {}),
        },
      },
      result: view,
    };
  });
}

export const approveWire = (decider: Decider, wireId: string, idempotency: IdempotencyScope) =>
  decide(decider, wireId, { status: 'approved', reason: null }, idempotency);

export const rejectWire = (decider: Decider, wireId: string, reason: string, idempotency: IdempotencyScope) =>
  decide(decider, wireId, { status: 'rejected', reason }, idempotency);
