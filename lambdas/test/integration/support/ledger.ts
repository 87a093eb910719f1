import { callApi } from '@sandbank/scripts/test-harness';
import { expect } from 'vitest';
import { accountsOfUser } from '../../../src/data/entities/account';
import { monthsOfAccountBefore } from '../../../src/data/entities/account-month';
import { entriesOfAccount } from '../../../src/data/entities/transaction';
import { monthOfId } from '../../../src/lib/ids';

/**
 * The ledger invariant (docs/data-model.md), read straight from the table: every account's balance equals
 * the sum of its completed and pending entries, and its pending total the sum of pending ones; each of its
 * months holds exactly what that month's counted entries add up to, so the months add up to the balance.
 */
export async function expectLedgerInvariant(userId: string): Promise<void> {
  const accounts = await accountsOfUser(userId);
  for (const account of accounts) {
    const entries = await entriesOfAccount(account.id);
    const counted = entries.filter((entry) => entry.status === 'completed' || entry.status === 'pending');
    const sum = counted.reduce((total, entry) => total + entry.amountCents, 0);
    const pending = entries.filter((entry) => entry.status === 'pending').reduce((total, entry) => total + entry.amountCents, 0);
    expect(account.balanceCents, `balance of ${account.number}`).toBe(sum);
    expect(account.pendingCents, `pending of ${account.number}`).toBe(pending);

    const expectedMonths = new Map<string, { month: string; netCents: number; creditsCents: number; debitsCents: number; entryCount: number }>();
    for (const entry of counted) {
      const month = monthOfId(entry.id);
      const totals = expectedMonths.get(month) ?? { month, netCents: 0, creditsCents: 0, debitsCents: 0, entryCount: 0 };
      totals.netCents += entry.amountCents;
      if (entry.amountCents > 0) totals.creditsCents += entry.amountCents;
      else totals.debitsCents += entry.amountCents;
      totals.entryCount += 1;
      expectedMonths.set(month, totals);
    }
    const months = await monthsOfAccountBefore(userId, account.id, '9999-12');
    expect(
      months.map(({ month, netCents, creditsCents, debitsCents, entryCount }) => ({ month, netCents, creditsCents, debitsCents, entryCount })),
      `months of ${account.number}`,
    ).toEqual([...expectedMonths.values()].sort((a, b) => a.month.localeCompare(b.month)));
  }
}

/**
 * The bank's ledger check once its totals were read while nothing moved: other files move money
 * meanwhile, and an answer whose counters moved during its reads says nothing about agreement.
 * Asks again for up to ten seconds (also past a 429).
 */
export async function settledLedgerCheck(adminToken: string): Promise<{ status: number; body: any }> {
  let check = await callApi('checkLedger', { token: adminToken });
  for (let attempt = 1; attempt < 10 && (check.status === 429 || !check.body.totalBalance?.settled); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    check = await callApi('checkLedger', { token: adminToken });
  }
  return check;
}
