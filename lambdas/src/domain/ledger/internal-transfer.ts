import {
  conflict,
  invalidInput,
  notFound,
  type InternalTransferBody,
  type InternalTransferResult,
} from '@sandbank/shared';
import { getAccountOfUser } from '../../data/account-repository';
import { newId } from '../../data/ids';
import type { Caller } from '../../lib/auth';
import type { IdempotencyScope } from '../../lib/idempotency';
import { ensureSandboxAccounts } from '../accounts/list-my-accounts';
import { ensureProfile, findCustomerByEmail } from '../users/profile';
import { newEntry, toTransactionView } from './entries';
import { MovementRejected, postMovement } from './movement';

export const transferErrors = {
  unknownRecipient: 'No customer found with that email',
  toSelf: 'You cannot transfer to yourself',
  insufficient: 'Insufficient balance',
  accountNotFound: 'Account not found',
} as const;

/**
 * Moves money from one of the caller's accounts to another customer's primary checking
 * account: a debit and a credit sharing a transferId, in one movement. The balance check here
 * is only a courtesy; the debit's condition in the movement is what guarantees it.
 */
export async function createInternalTransfer(
  caller: Caller,
  body: InternalTransferBody,
  idempotency: IdempotencyScope,
): Promise<InternalTransferResult> {
  const sender = await ensureProfile(caller);
  if (body.toEmail === sender.email) throw invalidInput(transferErrors.toSelf);
  const source = await getAccountOfUser(caller.userId, body.fromAccountId);
  if (!source) throw notFound(transferErrors.accountNotFound);
  if (source.balanceCents < body.amountCents) throw conflict(transferErrors.insufficient);

  const recipient = await findCustomerByEmail(body.toEmail);
  if (!recipient) throw notFound(transferErrors.unknownRecipient);
  if (recipient.userId === caller.userId) throw invalidInput(transferErrors.toSelf);
  const destination = (await ensureSandboxAccounts(recipient.userId)).find((account) => account.type === 'checking');
  if (!destination) throw notFound('No checking account found for user');

  const transferId = newId();
  const debit = newEntry({
    userId: caller.userId,
    accountId: source.id,
    type: 'transfer',
    amountCents: -body.amountCents,
    description: `Transfer to ${recipient.email}`,
    note: body.note,
    reference: transferId,
    transferId,
  });
  const credit = newEntry({
    userId: recipient.userId,
    accountId: destination.id,
    type: 'transfer',
    amountCents: body.amountCents,
    description: `Transfer from ${sender.email}`,
    note: body.note,
    reference: transferId,
    transferId,
  });
  const result: InternalTransferResult = { transferId, transaction: toTransactionView(debit) };
  try {
    await postMovement({ postings: [{ entry: debit }, { entry: credit }], idempotency: { scope: idempotency, response: result } });
  } catch (error) {
    if (error instanceof MovementRejected && error.reason === 'insufficient_funds') throw conflict(transferErrors.insufficient);
    if (error instanceof MovementRejected && error.reason === 'account_missing') throw notFound(transferErrors.accountNotFound);
    throw error;
  }
  return result;
}
