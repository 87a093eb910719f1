import type { LedgerCheckResult } from '@sandbank/shared/operations/admin/ledger';
import { countsTowardsBalance } from '@sandbank/shared/ledger';
import { accountOfUser, allAccounts, type AccountRecord } from '../../data/entities/account';
import { entriesOfAccount } from '../../data/entities/transaction';

const CONCURRENT_ACCOUNTS = 8;
const READS_PER_ACCOUNT = 6;
const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/**
 * One comparison of an account with its entries. Entries and balance are separate reads, so the
 * account's version is read before and after the entries: if it moved, a movement landed in
 * between and the comparison says nothing ("unsettled"), rather than reporting a false mismatch.
 */
async function readOnce(listed: AccountRecord) {
  const before = (await accountOfUser(listed.userId, listed.id)) ?? listed;
  const entries = await entriesOfAccount(listed.id);
  const account = (await accountOfUser(listed.userId, listed.id)) ?? before;
  const ledgerBalanceCents = entries
    .filter(countsTowardsBalance)
    .reduce((sum, entry) => sum + entry.amountCents, 0);
  const ledgerPendingCents = entries
    .filter((entry) => entry.status === 'pending')
    .reduce((sum, entry) => sum + entry.amountCents, 0);
  return {
    account,
    entries: entries.length,
    ledgerBalanceCents,
    ledgerPendingCents,
    settled: before.version === account.version,
    agrees: account.balanceCents === ledgerBalanceCents && account.pendingCents === ledgerPendingCents,
  };
}

/**
 * Compares until a settled reading agrees, or gives up: a settled disagreement that persists is
 * a mismatch (on AWS the index may lag the table for a moment, hence more than one look); an
 * account that never stood still is reported as unsettled.
 */
async function reconcile(listed: AccountRecord) {
  let reading = await readOnce(listed);
  for (let attempt = 1; attempt < READS_PER_ACCOUNT && !(reading.settled && reading.agrees); attempt += 1) {
    await sleep(Math.random() * 40 * attempt);
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
  const result: LedgerCheckResult = {
    checkedAt: new Date().toISOString(),
    accountsChecked: 0,
    entriesChecked: 0,
    unsettledAccounts: [],
    mismatches: [],
    ok: true,
  };
  let batch: AccountRecord[] = [];
  const flush = async () => {
    for (const checked of await Promise.all(batch.map(reconcile))) {
      result.accountsChecked += 1;
      result.entriesChecked += checked.entries;
      const { account } = checked;
      if (!checked.settled) {
        result.unsettledAccounts.push(account.id);
      } else if (!checked.agrees) {
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
