import { notFound } from '@sandbank/shared/errors';
import { apiMessages } from '@sandbank/shared/messages';
import type { ListTransactionsQuery, TransactionPage } from '@sandbank/shared/operations/transactions';
import type { Transaction } from '@sandbank/shared/schemas/transaction';
import { entryOfUser, historyOfUser } from '../../data/entities/transaction';
import type { Caller } from '../caller';
import { toTransactionView } from '../ledger/entries';

export async function listMyTransactions(caller: Caller, query: ListTransactionsQuery): Promise<TransactionPage> {
  const page = await historyOfUser(caller.userId, query);
  return { items: page.items.map(toTransactionView), nextCursor: page.nextCursor };
}

/** Another customer's id is simply not found. */
export async function getMyTransaction(caller: Caller, transactionId: string): Promise<Transaction> {
  const transaction = await entryOfUser(caller.userId, transactionId);
  if (!transaction) throw notFound(apiMessages.transactionNotFound);
  return toTransactionView(transaction);
}
