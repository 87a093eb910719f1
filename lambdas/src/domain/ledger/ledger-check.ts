import type { IslandCheck, LedgerCheckResult, TotalBalanceCheck } from '@sandbank/shared/operations/admin/ledger';
import { countsTowardsBalance } from '@sandbank/shared/ledger';
import { accountOfUser, allAccounts, type AccountRecord } from '../../data/entities/account';
import { readBankCounters } from '../../data/entities/bank-counters';
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

const TOTAL_ATTEMPTS = 5;

/**
 * The bank's total balance from its counter shards against the sum of every account's balance,
 * and the sandbox funding account (also in the counter shards) against what the island's accounts
 * hold. The sums take many reads, so the counters are read before and after them: when they did
 * not move (no entry written, no balance changed, every counted account listed) nothing moved in
 * between and both compare exactly; otherwise it looks again, and reports "unsettled" if it never can.
 */
async function checkTotals(): Promise<{ totalBalance: TotalBalanceCheck; island: IslandCheck }> {
  let checks = {
    totalBalance: { countedCents: 0, accountsCents: 0, settled: false, agrees: false },
    island: { sandboxFundingCents: 0, testCustomerAccounts: 0, testCustomerBalancesCents: 0, settled: false, agrees: false },
  };
  for (let attempt = 1; attempt <= TOTAL_ATTEMPTS && !checks.totalBalance.settled; attempt += 1) {
    if (attempt > 1) await sleep(Math.random() * 100 * attempt);
    const today = new Date().toISOString().slice(0, 10);
    const before = await readBankCounters(today);
    // The listing reads each account by key (its balance as it is now): nothing to read again.
    let listed = 0;
    let accountsCents = 0;
    let islandAccounts = 0;
    let islandCents = 0;
    for await (const account of allAccounts()) {
      listed += 1;
      accountsCents += account.balanceCents;
      if (account.island !== undefined) {
        islandAccounts += 1;
        islandCents += account.balanceCents;
      }
    }
    const after = await readBankCounters(today);
    const settled =
      before.entries === after.entries &&
      before.balanceCents === after.balanceCents &&
      before.sandboxFundingCents === after.sandboxFundingCents &&
      before.accounts === after.accounts &&
      after.accounts === listed;
    checks = {
      totalBalance: { countedCents: after.balanceCents, accountsCents, settled, agrees: after.balanceCents === accountsCents },
      island: {
        sandboxFundingCents: after.sandboxFundingCents,
        testCustomerAccounts: islandAccounts,
        testCustomerBalancesCents: islandCents,
        settled,
        agrees: after.sandboxFundingCents + islandCents === 0,
      },
    };
  }
  return checks;
}

/**
 * Recomputes every account's balance from its ledger entries and lists the accounts where the
 * stored balance or pending total disagrees, then compares the bank's total balance with its
 * counters, and the island's money with the sandbox funding that gave it. With every movement
 * going through one transaction, all are expected to agree.
 */
export async function checkLedger(): Promise<LedgerCheckResult> {
  const result: LedgerCheckResult = {
    checkedAt: new Date().toISOString(),
    accountsChecked: 0,
    entriesChecked: 0,
    unsettledAccounts: [],
    mismatches: [],
    totalBalance: { countedCents: 0, accountsCents: 0, settled: false, agrees: false },
    island: { sandboxFundingCents: 0, testCustomerAccounts: 0, testCustomerBalancesCents: 0, settled: false, agrees: false },
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
  Object.assign(result, await checkTotals());
  result.ok =
    result.mismatches.length === 0 && (!result.totalBalance.settled || result.totalBalance.agrees) && (!result.island.settled || result.island.agrees);
  return result;
}
