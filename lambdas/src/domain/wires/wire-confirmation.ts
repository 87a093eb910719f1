import { conflict, invalidInput, notFound } from '@sandbank/shared/errors';
import { apiMessages, wireMessages } from '@sandbank/shared/messages';
import { type Wire, WIRE_CODE_ATTEMPTS } from '@sandbank/shared/schemas/wire';
import { confirmWireItem, takeCodeAttempt, type WireRecord } from '../../data/entities/wire';
import { countStatusChange } from '../../data/entities/workflow-counters';
import { newId } from '../../lib/ids';
import type { Caller } from '../caller';
import { newEntry } from '../ledger/entries';
import type { IdempotencyScope } from '../idempotency/idempotency-scope';
import { islandOfCaller, type Island } from '../ledger/islands';
import { MovementRejected, postMovement } from '../ledger/movement';
import type { Outcome } from '../outcomes';
import { requireAwaiting } from './awaiting';
import { codeMatches } from './confirmation-code';
import { requireWire } from './my-wires';
import { toWireView, wireEvent } from './wire-view';

async function refuseTry(caller: Caller, wireId: string, now: Date): Promise<never> {
  const fresh = await requireWire(caller, wireId);
  requireAwaiting(fresh, now);
  throw conflict(wireMessages.codeAttemptsUsed);
}

/**
 * The try is counted before the comparison, which is constant-time, and the hold's movement repeats every check
 * in its conditions. A replay answers the wire as the hold left it (pending), even when its `outcome` decided it
 * since.
 */
export async function confirmWire(caller: Caller, wireId: string, code: string, idempotency: IdempotencyScope, outcome: Outcome<Wire>): Promise<Wire> {
  const now = new Date();
  const wire = await requireWire(caller, wireId);
  requireAwaiting(wire, now);
  if ((wire.codeAttempts ?? 0) >= WIRE_CODE_ATTEMPTS || !(await takeCodeAttempt(wire, now))) return refuseTry(caller, wireId, now);
  if (!(await codeMatches(wire.id, wire.codeMac, code))) throw invalidInput(wireMessages.invalidCode, { 'body.code': wireMessages.invalidCode });

  const confirmedAt = new Date().toISOString();
  let view: Wire;
  try {
    view = await holdWire(wire, islandOfCaller(caller), { amount: { id: newId(), createdAt: confirmedAt }, fee: { id: newId(), createdAt: confirmedAt } }, idempotency);
  } catch (error) {
    if (!(error instanceof MovementRejected)) throw error;
    if (error.reason === 'insufficient_funds') throw conflict(wireMessages.insufficientFunds);
    if (error.reason === 'account_missing') throw notFound(apiMessages.accountNotFound);
    // Changed meanwhile (a concurrent confirmation, a new code, the expiry): say how.
    return refuseTry(caller, wireId, new Date());
  }
  return outcome(view);
}

interface EntryStamp {
  id: string;
  createdAt: string;
}

/** A scenario's hold has no idempotency scope. A failing condition throws postMovement's MovementRejected. */
export async function holdWire(wire: WireRecord, island: Island | null, stamps: { amount: EntryStamp; fee: EntryStamp }, idempotency?: IdempotencyScope): Promise<Wire> {
  const common = { userId: wire.userId, accountId: wire.accountId, status: 'pending' as const, wireId: wire.id, reference: wire.id };
  const amountEntry = newEntry({ ...common, ...stamps.amount, type: 'wire_transfer', amountCents: -wire.amountCents, description: `Wire Transfer to ${wire.recipientName}` });
  const feeEntry = wire.feeCents > 0 ? newEntry({ ...common, ...stamps.fee, type: 'fee', amountCents: -wire.feeCents, description: 'Wire transfer fee' }) : null;
  const hold = { confirmedAt: amountEntry.createdAt, transactionId: amountEntry.id, feeTransactionId: feeEntry?.id ?? null };
  const { codeMac: _mac, codeSentAt: _sent, codeAttempts: _attempts, ...kept } = wire;
  const confirmed = { ...kept, ...hold, status: 'pending' as const, codeExpiresAt: null };
  const view = toWireView(confirmed);
  await postMovement({
    // The amount goes to wire clearing until the wire leaves the bank, the fee to fee income (on an island, both to sandbox funding).
    postings: [
      { entry: amountEntry, island, contra: 'wireClearing' },
      ...(feeEntry ? [{ entry: feeEntry, island, contra: 'feeIncome' as const }] : []),
    ],
    records: [confirmWireItem(wire, hold), countStatusChange('wires', { to: 'pending' }), wireEvent('wire.confirmed', confirmed)],
    ...(idempotency ? { idempotency: { scope: idempotency, response: view } } : {}),
  });
  return view;
}

