import type { BankAccountBalance, IslandCheck, LedgerCheckResult, TotalBalanceCheck, UnbalancedPosting } from '@sandbank/shared/operations/admin/ledger';
import { bankAccountIds, bankAccounts, countsTowardsBalance } from '@sandbank/shared/ledger';
import { accountOfUser, allAccounts, type AccountRecord } from '../../data/entities/account';
import { readBankCounters } from '../../data/entities/bank-counters';
import { entriesOfAccount, type TransactionRecord } from '../../data/entities/transaction';
import { checkIsland, UNCHECKED_ISLAND } from './islands';

const CONCURRENT_ACCOUNTS = 8;
const READS_PER_ACCOUNT = 6;
const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/**
 * Entries and balance are separate reads, so the version is read before and after: if it moved, the comparison
 * is "unsettled" rather than a false mismatch.
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
    entries,
    ledgerBalanceCents,
    ledgerPendingCents,
    settled: before.version === account.version,
    agrees: account.balanceCents === ledgerBalanceCents && account.pendingCents === ledgerPendingCents,
  };
}

/** On AWS the index may lag the table for a moment, hence more than one look. */
async function reconcile(listed: AccountRecord) {
  let reading = await readOnce(listed);
  for (let attempt = 1; attempt < READS_PER_ACCOUNT && !(reading.settled && reading.agrees); attempt += 1) {
    await sleep(Math.random() * 40 * attempt);
    reading = await readOnce(listed);
  }
  return reading;
}

const TOTAL_ATTEMPTS = 5;

interface TotalsCheck {
  totalBalance: TotalBalanceCheck;
  island: IslandCheck;
  sumCents: number;
  bankAccounts: BankAccountBalance[];
}

/**
 * The sums take many reads, so the counters are read before and after them: if they did not move, all compare
 * exactly; otherwise it looks again, and reports "unsettled" if it never can.
 */
async function checkTotals(now: Date): Promise<TotalsCheck> {
  let checks: TotalsCheck = {
    totalBalance: { countedCents: 0, accountsCents: 0, settled: false, agrees: false },
    island: UNCHECKED_ISLAND,
    sumCents: 0,
    bankAccounts: [],
  };
  for (let attempt = 1; attempt <= TOTAL_ATTEMPTS && !checks.totalBalance.settled; attempt += 1) {
    if (attempt > 1) await sleep(Math.random() * 100 * attempt);
    const today = now.toISOString().slice(0, 10);
    const before = await readBankCounters(today);
    // Each account is read by key, so its balance is as it is now.
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
      bankAccountIds.every((id) => before.bankAccounts[id] === after.bankAccounts[id]) &&
      before.accounts === after.accounts &&
      after.accounts === listed;
    const bankCents = bankAccountIds.reduce((sum, id) => sum + after.bankAccounts[id], 0);
    checks = {
      totalBalance: { countedCents: after.balanceCents, accountsCents, settled, agrees: after.balanceCents === accountsCents },
      island: checkIsland({ fundingCents: after.islandFundingCents, accounts: islandAccounts, balancesCents: islandCents, settled }),
      sumCents: accountsCents + bankCents,
      bankAccounts: bankAccountIds.map((id) => ({ id, name: bankAccounts[id].name, balanceCents: after.bankAccounts[id] })),
    };
  }
  return checks;
}

/** Keeps the answer bounded however broken a ledger is. */
const MAX_UNBALANCED = 100;
/** A side may have been written after its account was read. */
const SETTLING_MS = 60_000;

/**
 * A `contra` entry balances with its bank account by construction; island entries are the island check's; every
 * other entry must be a side of a transfer summing to zero.
 */
function postingBalances(startedAt: number) {
  const transfers = new Map<string, { sumCents: number; entryIds: string[]; newest: number }>();
  const unbalanced: UnbalancedPosting[] = [];
  return {
    add(account: AccountRecord, entries: readonly TransactionRecord[]) {
      for (const entry of entries) {
        if (entry.contra !== undefined || (entry.island ?? account.island) !== undefined || !countsTowardsBalance(entry)) continue;
        if (entry.transferId === null) {
          unbalanced.push({ postingId: entry.id, sumCents: entry.amountCents, entryIds: [entry.id] });
          continue;
        }
        const sides = transfers.get(entry.transferId) ?? { sumCents: 0, entryIds: [], newest: 0 };
        transfers.set(entry.transferId, {
          sumCents: sides.sumCents + entry.amountCents,
          entryIds: [...sides.entryIds, entry.id],
          newest: Math.max(sides.newest, Date.parse(entry.createdAt)),
        });
      }
    },
    unbalanced(): UnbalancedPosting[] {
      const transfersOff = [...transfers]
        .filter(([, sides]) => sides.sumCents !== 0 && sides.newest < startedAt - SETTLING_MS)
        .map(([postingId, { sumCents, entryIds }]) => ({ postingId, sumCents, entryIds }));
      return [...unbalanced, ...transfersOff].slice(0, MAX_UNBALANCED);
    },
  };
}

/** With every movement one balanced posting in one transaction, all are expected to agree. */
export async function checkLedger(now: Date): Promise<LedgerCheckResult> {
  const result: LedgerCheckResult = {
    checkedAt: now.toISOString(),
    accountsChecked: 0,
    entriesChecked: 0,
    unsettledAccounts: [],
    mismatches: [],
    totalBalance: { countedCents: 0, accountsCents: 0, settled: false, agrees: false },
    island: UNCHECKED_ISLAND,
    balanced: false,
    sumCents: 0,
    bankAccounts: [],
    unbalancedPostings: [],
    ok: true,
  };
  const postings = postingBalances(now.getTime());
  let batch: AccountRecord[] = [];
  const flush = async () => {
    for (const checked of await Promise.all(batch.map(reconcile))) {
      result.accountsChecked += 1;
      result.entriesChecked += checked.entries.length;
      const { account } = checked;
      postings.add(account, checked.entries);
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
  const { totalBalance, island, sumCents, bankAccounts: bankBalances } = await checkTotals(now);
  result.unbalancedPostings = postings.unbalanced();
  Object.assign(result, { totalBalance, island, sumCents, bankAccounts: bankBalances });
  // An unsettled reading proves nothing about the sum.
  result.balanced = result.unbalancedPostings.length === 0 && (!totalBalance.settled || sumCents === 0);
  result.ok =
    result.mismatches.length === 0 &&
    result.balanced &&
    (!totalBalance.settled || totalBalance.agrees) &&
    (!island.settled || island.agrees);
  return result;
}
