import { conflict, invalidInput, notFound } from '@sandbank/shared/errors';
import { apiMessages, wireMessages } from '@sandbank/shared/messages';
import { type Wire, wireAmountProblem, WIRE_CODE_RESEND_SECONDS } from '@sandbank/shared/schemas/wire';
import type { CreateWireBody } from '@sandbank/shared/schemas/wire-request';
import { accountOfUser } from '../../data/entities/account';
import { profileOfUser, type ProfileRecord } from '../../data/entities/profile';
import { putNewWire, replaceCode, type StoredCode, type WireRecord } from '../../data/entities/wire';
import type { SendMail } from '../../data/outbound-mail';
import { bankSettings } from '../../lib/bank-settings';
import { newId } from '../../lib/ids';
import { logger } from '../../lib/logger';
import type { Caller } from '../caller';
import { writeIdempotently } from '../idempotency/idempotent-write';
import type { IdempotencyScope } from '../idempotency/idempotency-scope';
import { Throttled } from '../throttled';
import { sendCodeEmail } from './code-email';
import { newConfirmationCode, resendAvailableAt } from './confirmation-code';
import { requireWire } from './my-wires';
import { requireAwaiting } from './awaiting';
import { toWireView, wireEvent } from './wire-view';

const withCode = (wire: WireRecord, code: StoredCode, attempts = 0): WireRecord => ({
  ...wire,
  codeMac: code.mac,
  codeSentAt: code.sentAt,
  codeExpiresAt: code.expiresAt,
  codeAttempts: attempts,
});

/** The wire is found in the caller's partition, so the code goes to its owner. */
async function mailCode(caller: Caller, wire: WireRecord, code: string, send: SendMail): Promise<void> {
  try {
    await sendCodeEmail(
      {
        to: { email: wire.customer.email, userId: caller.userId },
        wireId: wire.id,
        code,
        amountCents: wire.amountCents,
        recipientName: wire.recipientName,
        recipientBank: wire.recipientBank,
        expiresAt: wire.codeExpiresAt ?? '',
      },
      send,
    );
  } catch (error) {
    // The request stands; the customer asks for a new code once a minute has passed.
    logger.error('The wire confirmation email could not be sent', { wireId: wire.id, error });
  }
}

/** A retry with the same key answers the first request and mails nothing. */
export async function createWire(caller: Caller, body: CreateWireBody, idempotency: IdempotencyScope, send: SendMail): Promise<Wire> {
  const settings = bankSettings();
  const problem = wireAmountProblem(body.amountCents, settings);
  if (problem) throw invalidInput(problem, { 'body.amountCents': problem });
  const [profile, account] = await Promise.all([profileOfUser(caller.userId), accountOfUser(caller.userId, body.accountId)]);
  if (!profile || !account) throw notFound(apiMessages.accountNotFound);
  const feeCents = settings.wire.feeCents;
  // Told now rather than after the code; the hold's own condition decides again when it is placed.
  if (account.balanceCents < body.amountCents + feeCents) throw conflict(wireMessages.insufficientFunds);

  const now = new Date();
  const id = newId(now.getTime());
  const { code, stored } = await newConfirmationCode(id, now);
  const wire = newWireRequest({ id, body, holder: profile, feeCents, createdAt: now.toISOString() }, stored);
  const view = await fileWireRequest(wire, stored, idempotency);
  await mailCode(caller, wire, code, send);
  return view;
}

export function newWireRequest(
  request: { id: string; body: CreateWireBody; holder: ProfileRecord; feeCents: number; createdAt: string },
  stored: StoredCode,
): WireRecord {
  const { id, body, holder, feeCents, createdAt } = request;
  return withCode(
    {
      ...body,
      id,
      userId: holder.userId,
      customer: { userId: holder.userId, email: holder.email, firstName: holder.firstName, lastName: holder.lastName },
      feeCents,
      adminNotes: null,
      status: 'awaiting_confirmation',
      createdAt,
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
}

/** A scenario's request has no idempotency scope. */
export async function fileWireRequest(wire: WireRecord, stored: StoredCode, idempotency?: IdempotencyScope): Promise<Wire> {
  const view = toWireView(wire);
  await writeIdempotently([putNewWire(wire, stored), wireEvent('wire.requested', wire)], idempotency ? { scope: idempotency, response: view } : undefined);
  return view;
}

/** The previous code stops working and the tries start again. */
export async function resendWireCode(caller: Caller, wireId: string, send: SendMail): Promise<Wire> {
  const now = new Date();
  const wire = await requireWire(caller, wireId);
  requireAwaiting(wire, now);
  const tooSoon = (sentAt: string) => {
    const availableAt = Date.parse(resendAvailableAt(sentAt));
    return new Throttled(wireMessages.resendTooSoon, Math.max(1, Math.ceil((availableAt - Date.now()) / 1000)));
  };
  if (resendAvailableAt(wire.codeSentAt) > now.toISOString()) throw tooSoon(wire.codeSentAt);
  const { code, stored } = await newConfirmationCode(wire.id, now);
  const sentBefore = new Date(now.getTime() - WIRE_CODE_RESEND_SECONDS * 1000).toISOString();
  if (!(await replaceCode(wire, stored, sentBefore))) {
    // Another resend, the confirmation or the expiry went first: say which.
    const fresh = await requireWire(caller, wireId);
    requireAwaiting(fresh, new Date());
    throw tooSoon(fresh.codeSentAt);
  }
  const renewed = withCode(wire, stored);
  await mailCode(caller, renewed, code, send);
  return toWireView(renewed);
}
