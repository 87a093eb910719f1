import { conflict, invalidInput, notFound } from '@sandbank/shared/errors';
import { apiMessages } from '@sandbank/shared/messages';
import type { InternalTransferBody, InternalTransferResult } from '@sandbank/shared/operations/transfers';
import { accountOfUser } from '../../data/entities/account';
import { profileOfUser } from '../../data/entities/profile';
import { newId } from '../../lib/ids';
import { StableFacts } from '../../lib/stable-facts';
import type { Caller } from '../caller';
import { newEntry, toTransactionView } from '../ledger/entries';
import { islandOfCaller } from '../ledger/islands';
import type { IdempotencyScope } from '../idempotency/idempotency-scope';
import { MovementRejected, postMovement } from '../ledger/movement';
import { recipientByEmail } from './recipients';

/** Customers' emails never change, so each is read once per warm instance. */
const customerEmails = new StableFacts<string>();
/** Accounts never change owner and are never closed, so "the caller owns it" is read once too. */
const ownedAccounts = new StableFacts<true>();

const ownsAccount = (userId: string, accountId: string) =>
  ownedAccounts.get(`${userId}#${accountId}`, async () => ((await accountOfUser(userId, accountId)) ? true : null));

/**
 * Moves money from one of the caller's accounts to another customer's primary checking
 * account: a debit and a credit sharing a transferId, in one movement. The source account is
 * known to be the caller's before anyone else is looked up, so a made-up account says nothing
 * about the email; its balance is not read first: the debit's conditions (the account exists
 * under the caller, the balance covers the amount) decide, atomically. Money stays on its island
 * (ledger/islands.ts): a recipient on another one — the toolkit's customer for a customer of the bank,
 * or the other way round — is answered exactly as an unknown email, and both accounts' islands are
 * conditions of the transfer's own transaction.
 */
export async function createInternalTransfer(
  caller: Caller,
  body: InternalTransferBody,
  idempotency: IdempotencyScope,
): Promise<InternalTransferResult> {
  // Without a profile the caller has never opened an account, so none of them can be the source.
  const [senderEmail, ownsSource] = await Promise.all([
    customerEmails.get(caller.userId, async () => (await profileOfUser(caller.userId))?.email ?? null),
    ownsAccount(caller.userId, body.fromAccountId),
  ]);
  if (senderEmail === null || !ownsSource) throw notFound(apiMessages.accountNotFound);
  if (body.toEmail === senderEmail) throw invalidInput(apiMessages.transferToSelf);
  const island = islandOfCaller(caller);
  const destination = await recipientByEmail(body.toEmail);
  if (!destination || destination.island !== island) throw notFound(apiMessages.unknownRecipient);
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
    await postMovement({
      postings: [
        { entry: debit, island },
        { entry: credit, island },
      ],
      idempotency: { scope: idempotency, response: result },
    });
  } catch (error) {
    if (error instanceof MovementRejected && error.reason === 'insufficient_funds') throw conflict(apiMessages.insufficientBalance);
    if (error instanceof MovementRejected && error.reason === 'account_missing') throw notFound(apiMessages.accountNotFound);
    // An account not on the caller's island: the recipient's (the sender's own accounts are on it) — as if unknown.
    if (error instanceof MovementRejected && error.reason === 'other_island') throw notFound(apiMessages.unknownRecipient);
    throw error;
  }
  return result;
}
