import { notFound } from '@sandbank/shared/errors';
import type { AdminCheckDeposit } from '@sandbank/shared/operations/admin/checks';
import type { SimulateDecisionBody } from '@sandbank/shared/operations/sandbox';
import { magicCheckDecision, SANDBOX_ACTOR, sandboxReasons, type MagicDecision } from '@sandbank/shared/sandbox';
import { checkMessages, type CheckDeposit } from '@sandbank/shared/schemas/check';
import { checkOfUser } from '../../data/entities/check-deposit';
import { logger } from '../../lib/logger';
import type { Caller } from '../caller';
import { approveCheckDeposit, rejectCheckDeposit } from '../checks/decide-check';
import { decideAsSandbox, onceIndexed } from './simulate-scope';

/* As the back office would (domain/checks/decide-check.ts), with the actor `sandbox`. */

const customerView = ({ holder: _holder, account: _account, decidedBy: _decidedBy, ...check }: AdminCheckDeposit): CheckDeposit => check;

async function decide(caller: Caller, operationId: string, checkId: string, decision: MagicDecision): Promise<CheckDeposit> {
  const decided = await decideAsSandbox({ callerId: caller.userId, operationId, requestId: checkId }, checkMessages.notPending, (idempotency) =>
    decision.outcome === 'approve'
      ? approveCheckDeposit(SANDBOX_ACTOR, checkId, idempotency)
      : rejectCheckDeposit(SANDBOX_ACTOR, checkId, decision.reason, idempotency),
  );
  return customerView(decided.check);
}

export async function simulateCheck(caller: Caller, checkId: string, body: SimulateDecisionBody): Promise<CheckDeposit> {
  const check = await checkOfUser(caller.userId, checkId);
  if (!check) throw notFound(checkMessages.notFound);
  const decision: MagicDecision =
    body.outcome === 'approve' ? { outcome: 'approve' } : { outcome: 'reject', reason: body.reason ?? sandboxReasons.simulatedRejection };
  return onceIndexed(() => decide(caller, 'simulateCheck', check.id, decision));
}

/** The deposit stands whatever happens here: if the decision cannot be made, the check waits for a decision like any other. */
export async function decideMagicCheck(caller: Caller, deposited: CheckDeposit): Promise<CheckDeposit> {
  const decision = magicCheckDecision(deposited.checkNumber);
  if (!decision) return deposited;
  try {
    return await onceIndexed(() => decide(caller, 'createCheckDeposit', deposited.id, decision));
  } catch (error) {
    logger.warn('The magic number of a deposited check was not decided; it waits for a decision', { checkId: deposited.id, error });
    return deposited;
  }
}
