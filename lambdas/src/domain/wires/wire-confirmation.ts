import { conflict, invalidInput, notFound } from '@sandbank/shared/errors';
import { apiMessages, wireMessages } from '@sandbank/shared/messages';
import { type Wire, WIRE_CODE_ATTEMPTS } from '@sandbank/shared/schemas/wire';
import { confirmWireItem, takeCodeAttempt } from '../../data/entities/wire';
import { countStatusChange } from '../../data/entities/workflow-counters';
import type { Caller } from '../caller';
import { newEntry } from '../ledger/entries';
import { islandOfCaller } from '../ledger/islands';
import type { IdempotencyScope } from '../idempotency/idempotency-scope';
import { MovementRejected, postMovement } from '../ledger/movement';
import { decideMagicWire } from '../sandbox/simulate-wire';
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
 * confirmation answers the wire as the hold left it (pending), even when a magic amount was
 * decided since.
 */
export async function confirmWire(caller: Caller, wireId: string, code: string, idempotency: IdempotencyScope): Promise<Wire> {
  const now = new Date();
  const wire = await requireWire(caller, wireId);
  requireAwaiting(wire, now);
  if ((wire.codeAttempts ?? 0) >= WIRE_CODE_ATTEMPTS || !(await takeCodeAttempt(wire, now))) return refuseTry(caller, wireId, now);
  if (!(await codeMatches(wire.id, wire.codeMac, code))) throw invalidInput(wireMessages.invalidCode, { 'body.code': wireMessages.invalidCode });

  const confirmedAt = new Date().toISOString();
  const common = { userId: wire.userId, accountId: wire.accountId, status: 'pending' as const, wireId: wire.id, reference: wire.id, createdAt: confirmedAt };
  const amountEntry = newEntry({ ...common, type: 'wire_transfer', amountCents: -wire.amountCents, description: `Wire Transfer to ${wire.recipientName}` });
  const feeEntry = wire.feeCents > 0 ? newEntry({ ...common, type: 'fee', amountCents: -wire.feeCents, description: 'Wire transfer fee' }) : null;
  const hold = { confirmedAt, transactionId: amountEntry.id, feeTransactionId: feeEntry?.id ?? null };
  const { codeMac: _mac, codeSentAt: _sent, codeAttempts: _attempts, ...kept } = wire;
  const confirmed = { ...kept, ...hold, status: 'pending' as const, codeExpiresAt: null };
  const view = toWireView(confirmed);
  try {
    await postMovement({
      // The amount goes to wire clearing until the wire leaves the bank, the fee to fee income (on an island, both to sandbox funding).
      postings: [
        { entry: amountEntry, island: islandOfCaller(caller), contra: 'wireClearing' },
        ...(feeEntry ? [{ entry: feeEntry, island: islandOfCaller(caller), contra: 'feeIncome' as const }] : []),
      ],
      records: [confirmWireItem(wire, hold), countStatusChange('wires', { to: 'pending' }), wireEvent('wire.confirmed', confirmed)],
      idempotency: { scope: idempotency, response: view },
    });
  } catch (error) {
    if (!(error instanceof MovementRejected)) throw error;
    if (error.reason === 'insufficient_funds') throw conflict(wireMessages.insufficientFunds);
    if (error.reason === 'account_missing') throw notFound(apiMessages.accountNotFound);
    // The request changed meanwhile (a concurrent confirmation, a new code, the expiry): say how.
    return refuseTry(caller, wireId, new Date());
  }
  // A test customer's magic amount is decided at once by the sandbox.
  return caller.isTestCustomer ? decideMagicWire(caller, view) : view;
}

