import { apiMessages, notFound, type ListTransactionsQuery, type Transaction, type TransactionPage } from '@sandbank/shared';
import { getTransactionOfUser, listTransactionsOfUser } from '../../data/transaction-repository';
import type { Caller } from '../../lib/auth';
import { toTransactionView } from '../ledger/entries';


export async function listMyTransactions(caller: Caller, query: ListTransactionsQuery): Promise<TransactionPage> {
  const page = await listTransactionsOfUser(caller.userId, query);
  return { items: page.items.map(toTransactionView), nextCursor: page.nextCursor };
}

/** Reads only within the caller's partition, so another customer's id is simply not found. */
export async function getMyTransaction(caller: Caller, transactionId: string): Promise<Transaction> {
  const transaction = await getTransactionOfUser(caller.userId, transactionId);
  if (!transaction) throw notFound(apiMessages.transactionNotFound);
  return toTransactionView(transaction);
}
