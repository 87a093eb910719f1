import type { IslandCheck } from '@sandbank/shared/operations/admin/ledger';

/*
 * Money moves only within one island and enters or leaves it only through sandbox funding. Every posting names
 * the island it expects its account on and the movement checks it inside its transaction, so a transfer between
 * islands cannot be written whatever a reader believed.
 */

export const SANDBOX_ISLAND = 'sandbox';
export type Island = string;

export const islandOfCaller = (caller: { isTestCustomer: boolean }): Island | null => (caller.isTestCustomer ? SANDBOX_ISLAND : null);

export const islandOfHolder = (holder: { testCustomerUntil?: string | undefined }): Island | null =>
  holder.testCustomerUntil !== undefined ? SANDBOX_ISLAND : null;

export const islandOfAccount = (account: { island?: string | undefined }): Island | null => account.island ?? null;

export const UNCHECKED_ISLAND: IslandCheck = { islandFundingCents: 0, testCustomerAccounts: 0, testCustomerBalancesCents: 0, settled: false, agrees: false };

/** Sandbox funding's island share and the island accounts' balances must cancel out. */
export const checkIsland = (read: { fundingCents: number; accounts: number; balancesCents: number; settled: boolean }): IslandCheck => ({
  islandFundingCents: read.fundingCents,
  testCustomerAccounts: read.accounts,
  testCustomerBalancesCents: read.balancesCents,
  settled: read.settled,
  agrees: read.fundingCents + read.balancesCents === 0,
});
