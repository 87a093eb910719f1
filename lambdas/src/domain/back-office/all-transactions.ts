import type { BankTransaction, BankTransactionPage, ListBankTransactionsQuery } from '@sandbank/shared/operations/admin/transactions';
import { accountOfUser } from '../../data/entities/account';
import { bankEntriesPage } from '../../data/entities/bank-entries';
import { readBankCounters } from '../../data/entities/bank-counters';
import { profileOfUser } from '../../data/entities/profile';
import type { TransactionRecord } from '../../data/entities/transaction';
import { StableFacts } from '../../lib/stable-facts';
import type { Caller } from '../caller';
import { toTransactionView } from '../ledger/entries';

/*
 * An account's name, number and type and its holder's email never change, so each is read once per warm instance
 * (docs/data-model.md, "All transactions").
 */
const accounts = new StableFacts<BankTransaction['account']>();
const holders = new StableFacts<BankTransaction['holder']>();

async function rowOf(entry: TransactionRecord): Promise<BankTransaction | null> {
  const [account, holder] = await Promise.all([
    accounts.get(entry.accountId, async () => {
      const found = await accountOfUser(entry.userId, entry.accountId);
      return found && { id: found.id, name: found.name, number: found.number, type: found.type };
    }),
    holders.get(entry.userId, async () => {
      const found = await profileOfUser(entry.userId);
      return found && { userId: found.userId, email: found.email };
    }),
  ]);
  // Every entry is written with its account, and onboarding creates the profile first.
  if (!account || !holder) throw new Error(`Entry ${entry.id} has no account or holder`);
  return { ...toTransactionView(entry), holder, account };
}

const searchableText = (row: BankTransaction) =>
  [row.description, row.type, row.note, row.reference, row.holder.email, row.account.name, row.account.number].filter(Boolean).join(' ').toLowerCase();

export async function listAllTransactions(admin: Caller, query: ListBankTransactionsQuery): Promise<BankTransactionPage> {
  const today = new Date().toISOString().slice(0, 10);
  const counters = await readBankCounters(today);
  const needle = query.q?.toLowerCase();
  const page = await bankEntriesPage({
    callerId: admin.userId,
    query: { q: query.q },
    cursor: query.cursor,
    limit: query.limit,
    firstMonth: counters.firstMonth,
    rowOf: async (entry) => {
      const row = await rowOf(entry);
      return row && (needle === undefined || searchableText(row).includes(needle)) ? row : null;
    },
  });
  return {
    ...page,
    totals: {
      total: counters.entries,
      deposits: counters.credits,
      withdrawals: counters.debits,
      volumeCents: counters.credits.cents - counters.debits.cents,
    },
  };
}
