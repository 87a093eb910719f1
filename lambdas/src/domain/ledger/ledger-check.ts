import type { LedgerCheckResult } from '@sandbank/shared';
import { allAccounts, type AccountRecord } from '../../data/account-repository';
import { listEntriesOfAccount } from '../../data/transaction-repository';

/** Entries that count towards a balance (SPEC §0.1): completed and pending, never failed. */
export const countsTowardsBalance = (status: string) => status === 'completed' || status === 'pending';

const CONCURRENT_ACCOUNTS = 8;

async function reconcile(account: AccountRecord) {
  const entries = await listEntriesOfAccount(account.id);
  const ledgerBalanceCents = entries
    .filter((entry) => countsTowardsBalance(entry.status))
    .reduce((sum, entry) => sum + entry.amountCents, 0);
  const ledgerPendingCents = entries
    .filter((entry) => entry.status === 'pending')
    .reduce((sum, entry) => sum + entry.amountCents, 0);
  return { account, entries: entries.length, ledgerBalanceCents, ledgerPendingCents };
}

/**
 * Recomputes every account's balance from its ledger entries and lists the accounts where the
 * stored balance or pending total disagrees. With every movement going through one
 * transaction, the list is expected to be empty.
 */
export async function checkLedger(): Promise<LedgerCheckResult> {
  const result: LedgerCheckResult = { checkedAt: new Date().toISOString(), accountsChecked: 0, entriesChecked: 0, mismatches: [], ok: true };
  let batch: AccountRecord[] = [];
  const flush = async () => {
    for (const checked of await Promise.all(batch.map(reconcile))) {
      result.accountsChecked += 1;
      result.entriesChecked += checked.entries;
      const { account } = checked;
      if (account.balanceCents !== checked.ledgerBalanceCents || account.pendingCents !== checked.ledgerPendingCents) {
        result.mismatches.push({
          accountId: account.id,
          number: account.number,
          balanceCents: account.balanceCents,
          ledgerBalanceCents: checked.ledgerBalanceCents,
          pendingCents: account.pendingCents,
          ledgerPendingCents: checked.ledgerPendingCents,
        });
      }
    }
    batch = [];
  };
  for await (const account of allAccounts()) {
    batch.push(account);
    if (batch.length === CONCURRENT_ACCOUNTS) await flush();
  }
  await flush();
  result.ok = result.mismatches.length === 0;
  return result;
}
