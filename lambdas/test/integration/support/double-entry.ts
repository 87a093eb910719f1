import { bankAccountIds } from '@sandbank/shared/ledger';
import { expect } from 'vitest';
import { accountsOfUser } from '../../../src/data/entities/account';
import { readCounterShards, sumBankCounters } from '../../../src/data/entities/bank-counters';
import { entriesOfAccount, type TransactionRecord } from '../../../src/data/entities/transaction';

/*
 * Double entry, read straight from the table (lambdas/src/domain/ledger/movement.ts). Every
 * movement writes its customer side (the counted balance) and its bank side (the bank's accounts)
 * into the totals item of ONE counter shard, in the transaction that writes its entries, so each
 * shard sums to zero at every instant — whatever other files are moving at the same moment — and
 * so does the bank. And every entry is one line of a balanced posting: it names the bank's account
 * that holds its other side, or it is a side of a transfer whose sides sum to zero.
 */

/** The shards' days are not looked at here: only their totals. */
const today = () => new Date().toISOString().slice(0, 10);

/** Every counter shard's totals: the customers' balances plus the bank's accounts are zero, shard by shard and in all. */
export async function expectBankSumsToZero(): Promise<void> {
  const totals = (await readCounterShards()).filter((item) => item.sk === 'TOTALS');
  const sums = totals.map((item) => {
    // One shard's figures, read as the bank's counters read them (absent figures are zero).
    const shard = sumBankCounters([item], today());
    const bankCents = bankAccountIds.reduce((sum, id) => sum + shard.bankAccounts[id], 0);
    return { shard: String(item.pk), balanceCents: shard.balanceCents, bankCents, sumCents: shard.balanceCents + bankCents };
  });
  expect(totals.length, 'counter shards with totals').toBeGreaterThan(0);
  expect(
    sums.filter((shard) => shard.sumCents !== 0),
    'counter shards whose customers and bank do not sum to zero',
  ).toEqual([]);
  expect(sums.reduce((sum, shard) => sum + shard.sumCents, 0), "the bank's sum of every balance").toBe(0);
}

/** Whose entries to read: accounts by id, or customers (every account of each). */
export type Postings = { accountIds: readonly string[] } | { customers: readonly { userId: string }[] };

async function entriesOf(whose: Postings): Promise<TransactionRecord[]> {
  const accountIds =
    'accountIds' in whose ? whose.accountIds : (await Promise.all(whose.customers.map((customer) => accountsOfUser(customer.userId)))).flat().map((account) => account.id);
  return (await Promise.all(accountIds.map((accountId) => entriesOfAccount(accountId)))).flat();
}

/**
 * Every entry of the accounts is one line of a balanced posting: it names the bank's account that
 * holds its other side (an island's entries: sandbox funding), whatever its status — a pending or
 * failed hold keeps its side — or it is a side of a transfer whose sides, read from all the
 * accounts, sum to zero. Give every account a transfer of theirs may reach.
 */
export async function expectPostingsBalanced(whose: Postings): Promise<void> {
  const entries = await entriesOf(whose);
  const transfers = new Map<string, TransactionRecord[]>();
  const unbalanced: string[] = [];
  for (const entry of entries) {
    if (entry.contra !== undefined) {
      expect(bankAccountIds, `the other side of entry ${entry.id}`).toContain(entry.contra);
      if (entry.island !== undefined) expect(entry.contra, `the other side of island entry ${entry.id}`).toBe('sandboxFunding');
      continue;
    }
    if (entry.transferId === null) {
      unbalanced.push(`${entry.id} (${entry.type} ${entry.amountCents}, ${entry.status}): no other side`);
      continue;
    }
    transfers.set(entry.transferId, [...(transfers.get(entry.transferId) ?? []), entry]);
  }
  for (const [transferId, sides] of transfers) {
    const sumCents = sides.reduce((sum, side) => sum + side.amountCents, 0);
    const islands = new Set(sides.map((side) => side.island ?? 'the mainland'));
    if (sides.length < 2 || sumCents !== 0 || islands.size > 1) {
      unbalanced.push(`transfer ${transferId}: ${sides.length} side(s) summing to ${sumCents} on ${[...islands].join(' and ')}`);
    }
  }
  expect(unbalanced, `unbalanced postings among ${entries.length} entries`).toEqual([]);
}

/** Both: the bank sums to zero, and every posting of these accounts balances (read at once). */
export async function expectDoubleEntry(whose: Postings): Promise<void> {
  await Promise.all([expectBankSumsToZero(), expectPostingsBalanced(whose)]);
}
