import { conflict } from '@sandbank/shared/errors';
import { wireMessages } from '@sandbank/shared/messages';
import type { SimulateWireBody } from '@sandbank/shared/operations/sandbox';
import { magicWireDecision, SANDBOX_ACTOR, sandboxReasons, type MagicDecision } from '@sandbank/shared/sandbox';
import type { AdminWire, Wire } from '@sandbank/shared/schemas/wire';
import type { WireRecord } from '../../data/entities/wire';
import { TransactionRejected } from '../../data/transact';
import { logger } from '../../lib/logger';
import type { Caller } from '../caller';
import { requireWire } from '../wires/my-wires';
import { approveWire, rejectWire } from '../wires/wire-decisions';
import { expireWire } from '../wires/wire-expiry';
import { toWireView } from '../wires/wire-view';
import { decideAsSandbox } from './simulate-scope';

/* As the back office would (domain/wires/wire-decisions.ts), with the actor `sandbox`. */

const customerView = ({ decidedBy: _decidedBy, customer: _customer, ...wire }: AdminWire): Wire => wire;

const decide = (caller: Caller, operationId: string, wireId: string, decision: MagicDecision): Promise<AdminWire> =>
  decideAsSandbox({ callerId: caller.userId, operationId, requestId: wireId }, wireMessages.alreadyDecided, (idempotency) =>
    decision.outcome === 'approve' ? approveWire(SANDBOX_ACTOR, wireId, idempotency) : rejectWire(SANDBOX_ACTOR, wireId, decision.reason, idempotency),
  );

/** A new code sent at the same moment can make an expiry miss. */
const EXPIRY_ATTEMPTS = 3;

/** The expiry job's own conditional update, with the code taken to lapse now. Nothing was reserved, so nothing moves. */
async function expireRequest(caller: Caller, read: WireRecord): Promise<Wire> {
  let wire = read;
  for (let attempt = 1; attempt <= EXPIRY_ATTEMPTS; attempt += 1) {
    if (attempt > 1) wire = await requireWire(caller, wire.id);
    if (wire.status === 'expired') throw conflict(wireMessages.codeExpired);
    if (wire.status !== 'awaiting_confirmation' || !wire.codeExpiresAt) throw conflict(wireMessages.alreadyConfirmed);
    const lapsesAt = new Date(Math.max(Date.now(), Date.parse(wire.codeExpiresAt)));
    try {
      await expireWire(wire, lapsesAt);
      return toWireView(await requireWire(caller, wire.id));
    } catch (error) {
      // Confirmed, expired or sent a new code meanwhile: read it again and answer as it stands.
      if (!(error instanceof TransactionRejected)) throw error;
    }
  }
  throw conflict(wireMessages.alreadyConfirmed);
}

export async function simulateWire(caller: Caller, wireId: string, body: SimulateWireBody): Promise<Wire> {
  const wire = await requireWire(caller, wireId);
  if (body.outcome === 'expire') return expireRequest(caller, wire);
  const decision: MagicDecision =
    body.outcome === 'approve' ? { outcome: 'approve' } : { outcome: 'reject', reason: body.reason ?? sandboxReasons.simulatedRejection };
  return customerView(await decide(caller, 'simulateWire', wire.id, decision));
}

/** The confirmation stands whatever happens here: if the decision cannot be made, the wire waits for a decision like any other. */
export async function decideMagicWire(caller: Caller, confirmed: Wire): Promise<Wire> {
  const decision = magicWireDecision(confirmed.amountCents);
  if (!decision) return confirmed;
  try {
    return customerView(await decide(caller, 'confirmWire', confirmed.id, decision));
  } catch (error) {
    logger.warn('The magic amount of a confirmed wire was not decided; it waits for a decision', { wireId: confirmed.id, error });
    return toWireView(await requireWire(caller, confirmed.id));
  }
}
