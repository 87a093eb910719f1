import type { LedgerCheckResult } from '@sandbank/shared';
import { allAccounts, getAccountOfUser, type AccountRecord } from '../../data/account-repository';
import { listEntriesOfAccount } from '../../data/transaction-repository';

/** Entries that count towards a balance (SPEC §0.1): completed and pending, never failed. */
export const countsTowardsBalance = (status: string) => status === 'completed' || status === 'pending';

const CONCURRENT_ACCOUNTS = 8;
const READS_PER_ACCOUNT = 4;
const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

async function readOnce(listed: AccountRecord) {
  const entries = await listEntriesOfAccount(listed.id);
  const account = (await getAccountOfUser(listed.userId, listed.id)) ?? listed;
  const ledgerBalanceCents = entries
    .filter((entry) => countsTowardsBalance(entry.status))
    .reduce((sum, entry) => sum + entry.amountCents, 0);
  const ledgerPendingCents = entries
    .filter((entry) => entry.status === 'pending')
    .reduce((sum, entry) => sum + entry.amountCents, 0);
  const agrees = account.balanceCents === ledgerBalanceCents && account.pendingCents === ledgerPendingCents;
  return { account, entries: entries.length, ledgerBalanceCents, ledgerPendingCents, agrees };
}

/**
 * Entries and balance are two reads, so a movement that commits between them (or an index
 * that lags the table on AWS) can make a healthy account look wrong for a moment. A mismatch is
 * only reported if it persists across several reads.
 */
async function reconcile(listed: AccountRecord) {
  let reading = await readOnce(listed);
  for (let attempt = 1; attempt < READS_PER_ACCOUNT && !reading.agrees; attempt += 1) {
    await sleep(50 * attempt);
    reading = await readOnce(listed);
  }
  return reading;
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
      if (!checked.agrees) {
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
