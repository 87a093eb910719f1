import { conflict, invalidInput, notFound } from '@sandbank/shared/errors';
import { apiMessages } from '@sandbank/shared/messages';
import type { CheckDepositBody } from '@sandbank/shared/operations/checks';
import { checkAmountProblem, checkMessages, type CheckDeposit } from '@sandbank/shared/schemas/check';
import { accountOfUser, type AccountRecord } from '../../data/entities/account';
import { putNewCheck, type CheckRecord } from '../../data/entities/check-deposit';
import { claimPresentmentOf, presentmentKey } from '../../data/entities/check-presentment';
import { profileOfUser, type ProfileRecord } from '../../data/entities/profile';
import { countStatusChange } from '../../data/entities/workflow-counters';
import { bankSettings } from '../../lib/bank-settings';
import { newId } from '../../lib/ids';
import type { Caller } from '../caller';
import type { IdempotencyScope } from '../idempotency/idempotency-scope';
import { MovementRejected, postMovement } from '../ledger/movement';
import type { Outcome } from '../outcomes';
import { checkEvent, toCheckView } from './check-views';

/**
 * A duplicate check is refused by the presentment key's condition in the same transaction, never by looking
 * first, and a retry returns the first answer.
 */
export async function depositCheck(
  caller: Caller,
  body: CheckDepositBody,
  idempotency: IdempotencyScope,
  outcome: Outcome<CheckDeposit>,
  now: Date,
): Promise<CheckDeposit> {
  const overLimit = checkAmountProblem(body.amountCents, bankSettings());
  if (overLimit) throw invalidInput(overLimit, { 'body.amountCents': overLimit });
  const [account, profile] = await Promise.all([accountOfUser(caller.userId, body.accountId), profileOfUser(caller.userId)]);
  if (!account || !profile) throw notFound(apiMessages.accountNotFound);
  const check = newCheck({ id: newId(), body, holder: profile, account, createdAt: now.toISOString() });
  return outcome(await fileCheck(check, idempotency));
}

export function newCheck(deposit: { id: string; body: CheckDepositBody; holder: ProfileRecord; account: AccountRecord; createdAt: string }): CheckRecord {
  const { id, body, holder, account, createdAt } = deposit;
  const { routingNumber, accountNumber, checkNumber } = body;
  return {
    id,
    userId: holder.userId,
    accountId: account.id,
    amountCents: body.amountCents,
    checkNumber: body.checkNumber,
    bankName: body.bankName,
    routingNumber: body.routingNumber,
    accountNumber: body.accountNumber,
    memo: body.memo,
    status: 'pending',
    rejectionReason: null,
    decidedAt: null,
    decidedBy: null,
    transactionId: null,
    createdAt,
    holderEmail: holder.email,
    depositAccount: { name: account.name, number: account.number },
    // So a rejection releases exactly the key this deposit claimed.
    presentmentKey: checkNumber ? presentmentKey({ routingNumber, accountNumber, checkNumber }) : null,
  };
}

/** A scenario's check has no idempotency scope. A check presented before is 409. */
export async function fileCheck(check: CheckRecord, idempotency?: IdempotencyScope): Promise<CheckDeposit> {
  const { routingNumber, accountNumber, checkNumber } = check;
  const view = toCheckView(check);
  const presentment = checkNumber ? claimPresentmentOf({ routingNumber, accountNumber, checkNumber }, { checkId: check.id, userId: check.userId }) : [];
  try {
    await postMovement({
      postings: [],
      records: [putNewCheck(check), ...presentment, countStatusChange('checks', { to: 'pending' }), checkEvent('check.deposited', check)],
      ...(idempotency ? { idempotency: { scope: idempotency, response: view } } : {}),
    });
  } catch (error) {
    // The check's id is fresh and the counter unconditional, so only the presentment key can refuse.
    if (error instanceof MovementRejected && presentment.length > 0) throw conflict(checkMessages.duplicate);
    throw error;
  }
  return view;
}
