import {
  apiMessages,
  conflict,
  invalidInput,
  notFound,
  type InternalTransferBody,
  type InternalTransferResult,
} from '@sandbank/shared';
import { newId } from '../../data/ids';
import type { Caller } from '../../lib/auth';
import type { IdempotencyScope } from '../../lib/idempotency';
import { StableFacts } from '../../lib/stable-facts';
import { ensureSandboxAccounts } from '../accounts/list-my-accounts';
import { ensureProfile, findCustomerByEmail } from '../users/profile';
import { newEntry, toTransactionView } from './entries';
import { MovementRejected, postMovement } from './movement';

interface Destination {
  userId: string;
  email: string;
  accountId: string;
}

const senderEmails = new StableFacts<string>();
const destinations = new StableFacts<Destination>();

/** Where money sent to this email goes: the customer's primary checking account, opened if need be. */
async function destinationOf(email: string): Promise<Destination | null> {
  return destinations.get(email, async () => {
    const recipient = await findCustomerByEmail(email);
    if (!recipient) return null;
    const checking = (await ensureSandboxAccounts(recipient.userId)).find((account) => account.type === 'checking');
    if (!checking) throw notFound(apiMessages.noCheckingAccount);
    return { userId: recipient.userId, email: recipient.email, accountId: checking.id };
  });
}

/**
 * Moves money from one of the caller's accounts to another customer's primary checking
 * account: a debit and a credit sharing a transferId, in one movement. The source account is
 * not read first: the debit's conditions (the account exists under the caller, the balance
 * covers the amount) decide, atomically, and their failure says which rule was broken.
 */
export async function createInternalTransfer(
  caller: Caller,
  body: InternalTransferBody,
  idempotency: IdempotencyScope,
): Promise<InternalTransferResult> {
  const senderEmail = (await senderEmails.get(caller.userId, async () => (await ensureProfile(caller)).email))!;
  if (body.toEmail === senderEmail) throw invalidInput(apiMessages.transferToSelf);
  const destination = await destinationOf(body.toEmail);
  if (!destination) throw notFound(apiMessages.unknownRecipient);
  if (destination.userId === caller.userId) throw invalidInput(apiMessages.transferToSelf);

  const transferId = newId();
  const debit = newEntry({
    userId: caller.userId,
    accountId: body.fromAccountId,
    type: 'transfer',
    amountCents: -body.amountCents,
    description: `Transfer to ${destination.email}`,
    note: body.note,
    reference: transferId,
    transferId,
  });
  const credit = newEntry({
    userId: destination.userId,
    accountId: destination.accountId,
    type: 'transfer',
    amountCents: body.amountCents,
    description: `Transfer from ${senderEmail}`,
    note: body.note,
    reference: transferId,
    transferId,
  });
  const result: InternalTransferResult = { transferId, transaction: toTransactionView(debit) };
  try {
    await postMovement({ postings: [{ entry: debit }, { entry: credit }], idempotency: { scope: idempotency, response: result } });
  } catch (error) {
    if (error instanceof MovementRejected && error.reason === 'insufficient_funds') throw conflict(apiMessages.insufficientBalance);
    if (error instanceof MovementRejected && error.reason === 'account_missing') throw notFound(apiMessages.accountNotFound);
    throw error;
  }
  return result;
}
