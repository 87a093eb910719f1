import { conflict, invalidInput, notFound } from '@sandbank/shared/errors';
import { apiMessages, wireMessages } from '@sandbank/shared/messages';
import { type CreateWireBody, type Wire, wireAmountProblem, WIRE_CODE_ATTEMPTS, WIRE_CODE_RESEND_SECONDS } from '@sandbank/shared/schemas/wire';
import type { WirePage } from '@sandbank/shared/operations/wires';
import { accountOfUser } from '../../data/entities/account';
import { profileOfUser } from '../../data/entities/profile';
import {
  confirmWireItem,
  putNewWire,
  replaceCode,
  takeCodeAttempt,
  wireOfUser,
  wiresOfUser,
  type StoredCode,
  type WireRecord,
} from '../../data/entities/wire';
import { countStatusChange } from '../../data/entities/workflow-counters';
import { bankSettings } from '../../lib/bank-settings';
import { newId } from '../../lib/ids';
import { logger } from '../../lib/logger';
import type { Caller } from '../caller';
import { Throttled } from '../throttled';
import { newEntry } from '../ledger/entries';
import { MovementRejected, postMovement, writeIdempotently, type IdempotencyScope } from '../ledger/movement';
import { sendCodeEmail } from './code-email';
import { codeMatches, newConfirmationCode, resendAvailableAt } from './confirmation-code';
import { toWireView } from './wire-view';

/*
 * The customer's side of a wire: a request is stored awaiting its emailed code (no money moves);
 * the right code, in time and within its tries, places the hold — amount and fee as pending
 * entries on the account, in one movement with the request becoming pending — for the back
 * office to decide (wire-decisions.ts). A request whose code lapses expires (wire-expiry.ts).
 */

const withCode = (wire: WireRecord, code: StoredCode, attempts = 0): WireRecord => ({
  ...wire,
  codeMac: code.mac,
  codeSentAt: code.sentAt,
  codeExpiresAt: code.expiresAt,
  codeAttempts: attempts,
});

async function mailCode(wire: WireRecord, code: string): Promise<void> {
  try {
    await sendCodeEmail({
      to: wire.customer.email,
      wireId: wire.id,
      code,
      amountCents: wire.amountCents,
      recipientName: wire.recipientName,
      recipientBank: wire.recipientBank,
      expiresAt: wire.codeExpiresAt ?? '',
    });
  } catch (error) {
    // The request stands; the customer asks for a new code once a minute has passed.
    logger.error('The wire confirmation email could not be sent', { wireId: wire.id, error });
  }
}

/** Stores a request awaiting its code and mails the code. A retry with the same key answers the first request and mails nothing. */
export async function createWire(caller: Caller, body: CreateWireBody, idempotency: IdempotencyScope): Promise<Wire> {
  const settings = bankSettings();
  const problem = wireAmountProblem(body.amountCents, settings);
  if (problem) throw invalidInput(problem, { 'body.amountCents': problem });
  const [profile, account] = await Promise.all([profileOfUser(caller.userId), accountOfUser(caller.userId, body.accountId)]);
  if (!profile || !account) throw notFound(apiMessages.accountNotFound);
  const feeCents = settings.wire.feeCents;
  // Told now rather than after the code: the hold's own condition decides again when it is placed.
  if (account.balanceCents < body.amountCents + feeCents) throw conflict(wireMessages.insufficientFunds);

  const now = new Date();
  const id = newId(now.getTime());
  const { code, stored } = await newConfirmationCode(id, now);
  const wire = withCode(
    {
      ...body,
      id,
      userId: caller.userId,
      customer: { userId: caller.userId, email: profile.email, firstName: profile.firstName, lastName: profile.lastName },
      feeCents,
      adminNotes: null,
      status: 'awaiting_confirmation',
      createdAt: now.toISOString(),
      confirmedAt: null,
      decidedAt: null,
      decidedBy: null,
      transactionId: null,
      feeTransactionId: null,
      codeExpiresAt: null,
      attemptsLeft: null,
      resendAvailableAt: null,
    },
    stored,
  );
  const view = toWireView(wire);
  await writeIdempotently([putNewWire(wire, stored)], { scope: idempotency, response: view });
  await mailCode(wire, code);
  return view;
}

export async function listMyWires(caller: Caller, query: { cursor?: string; limit: number }): Promise<WirePage> {
  const page = await wiresOfUser(caller.userId, query);
  return { items: page.items.map(toWireView), nextCursor: page.nextCursor };
}

async function requireWire(caller: Caller, wireId: string): Promise<WireRecord> {
  const wire = await wireOfUser(caller.userId, wireId);
  if (!wire) throw notFound(wireMessages.wireNotFound);
  return wire;
}

export const getMyWire = async (caller: Caller, wireId: string): Promise<Wire> => toWireView(await requireWire(caller, wireId));

/** A request still waiting for its code, whose code has not lapsed; otherwise the 409 that says why. */
function requireAwaiting(wire: WireRecord, now: Date): asserts wire is WireRecord & { codeMac: string; codeSentAt: string; codeExpiresAt: string } {
  if (wire.status === 'expired') throw conflict(wireMessages.codeExpired);
  if (wire.status !== 'awaiting_confirmation') throw conflict(wireMessages.alreadyConfirmed);
  if (!wire.codeMac || !wire.codeSentAt || !wire.codeExpiresAt || wire.codeExpiresAt <= now.toISOString()) throw conflict(wireMessages.codeExpired);
}

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
 * every check (status, the same code, not lapsed, within its tries, the balance).
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
  const view = toWireView({ ...kept, ...hold, status: 'pending', codeExpiresAt: null });
  try {
    await postMovement({
      postings: [{ entry: amountEntry }, ...(feeEntry ? [{ entry: feeEntry }] : [])],
      records: [confirmWireItem(wire, hold), countStatusChange('wires', { to: 'pending' })],
      idempotency: { scope: idempotency, response: view },
    });
    return view;
  } catch (error) {
    if (!(error instanceof MovementRejected)) throw error;
    if (error.reason === 'insufficient_funds') throw conflict(wireMessages.insufficientFunds);
    if (error.reason === 'account_missing') throw notFound(apiMessages.accountNotFound);
    // The request changed meanwhile (a concurrent confirmation, a new code, the expiry): say how.
    return refuseTry(caller, wireId, new Date());
  }
}

/**
 * Mails a new code, at most once every WIRE_CODE_RESEND_SECONDS: the previous code stops working,
 * the tries start again and the request now lapses with the new code.
 */
export async function resendWireCode(caller: Caller, wireId: string): Promise<Wire> {
  const now = new Date();
  const wire = await requireWire(caller, wireId);
  requireAwaiting(wire, now);
  const availableAt = resendAvailableAt(wire.codeSentAt);
  const tooSoon = () => new Throttled(wireMessages.resendTooSoon, Math.max(1, Math.ceil((Date.parse(availableAt) - Date.now()) / 1000)));
  if (availableAt > now.toISOString()) throw tooSoon();
  const { code, stored } = await newConfirmationCode(wire.id, now);
  const sentBefore = new Date(now.getTime() - WIRE_CODE_RESEND_SECONDS * 1000).toISOString();
  if (!(await replaceCode(wire, stored, sentBefore))) {
    // Another resend (or the confirmation, or the expiry) went first.
    const fresh = await requireWire(caller, wireId);
    requireAwaiting(fresh, new Date());
    throw tooSoon();
  }
  const renewed = withCode(wire, stored);
  await mailCode(renewed, code);
  return toWireView(renewed);
}
