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

/** The answer to a code that cannot be tried (any more): why, as the request now stands. */
async function refuseTry(caller: Caller, wireId: string, now: Date): Promise<never> {
  const fresh = await requireWire(caller, wireId);
  requireAwaiting(fresh, now);
  throw conflict(wireMessages.codeAttemptsUsed);
}

/**
 * Confirms a request with its code. The try is counted before the code is compared (a
 * conditional update: parallel tries can never exceed WIRE_CODE_ATTEMPTS), the comparison is in
 * constant time, and the hold — amount and fee debited as pending entries, the request pending,
 * the workflow counters and the idempotency record — is one movement whose conditions repeat
 * every check (status, the same code, not lapsed, within its tries, the balance). A replay of the
 * confirmation answers the wire as the hold left it (pending), even when its `outcome`
 * (domain/outcomes.ts) decided it since.
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
    // The request changed meanwhile (a concurrent confirmation, a new code, the expiry): say how.
    return refuseTry(caller, wireId, new Date());
  }
  return outcome(view);
}

/** When a hold's entry was posted, and its id. */
interface EntryStamp {
  id: string;
  createdAt: string;
}

/**
 * Places the hold of a request awaiting its code, as its confirmation does: the amount and fee
 * debited as pending entries (stamped `stamps.amount` and `stamps.fee`), the request pending, the
 * workflow counters and the event — one movement, with the request's idempotency record when it
 * was asked for under one (a scenario's hold was not). Answers the held wire; a condition that
 * fails throws postMovement's MovementRejected.
 */
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

