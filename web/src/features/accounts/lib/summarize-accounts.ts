import type { Account } from '@sandbank/shared';

/**
 * Totals across the customer's accounts: the balance, and the part of it that pending entries
 * account for (negative while money is held for an outgoing payment).
 */
export function summarizeAccounts(accounts: readonly Pick<Account, 'balanceCents' | 'pendingCents'>[]) {
  return {
    totalBalanceCents: accounts.reduce((sum, account) => sum + account.balanceCents, 0),
    pendingHoldsCents: accounts.reduce((sum, account) => sum + account.pendingCents, 0),
  };
}
