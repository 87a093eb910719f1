import { expect } from 'vitest';
import { accountsOfUser } from '../../../src/data/entities/account';
import { entriesOfAccount } from '../../../src/data/entities/transaction';

/**
 * The ledger invariant (docs/data-model.md), read straight from the table: every account's balance equals
 * the sum of its completed and pending entries, and its pending total the sum of pending ones.
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
  }
}
