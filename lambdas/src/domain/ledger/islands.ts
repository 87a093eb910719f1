import type { IslandCheck } from '@sandbank/shared/operations/admin/ledger';

/*
 * Islands. The toolkit's test customers are an island: money moves between accounts of one island
 * only, and enters or leaves it only through the bank's sandbox funding account — never to or from
 * a customer of the bank itself (the mainland). An account records its island when it opens
 * (`island` on the account item, absent on the mainland), and every posting says which island it
 * expects its account on: the ledger's movement checks that inside its transaction, so a transfer
 * between islands cannot be written, whatever a reader believed before.
 */

/** The island of test customers made by the toolkit. */
export const SANDBOX_ISLAND = 'sandbox';
/** An island's name, as accounts record it. */
export type Island = string;

/** The island a caller's own accounts are on, or null for the mainland. */
export const islandOfCaller = (caller: { isTestCustomer: boolean }): Island | null => (caller.isTestCustomer ? SANDBOX_ISLAND : null);

/** The island of an account holder (a test customer's profile says until when it lives), or null for the mainland. */
export const islandOfHolder = (holder: { testCustomerUntil?: string | undefined }): Island | null =>
  holder.testCustomerUntil !== undefined ? SANDBOX_ISLAND : null;

/** The island an account is on, as it recorded when it opened, or null for the mainland. */
export const islandOfAccount = (account: { island?: string | undefined }): Island | null => account.island ?? null;

/** The islands' part of the ledger check before anything was read: neither settled nor agreeing. */
export const UNCHECKED_ISLAND: IslandCheck = { islandFundingCents: 0, testCustomerAccounts: 0, testCustomerBalancesCents: 0, settled: false, agrees: false };

/** The islands' part of the ledger check: what sandbox funding gave the islands against what their accounts hold, which must cancel out. */
export const checkIsland = (read: { fundingCents: number; accounts: number; balancesCents: number; settled: boolean }): IslandCheck => ({
  islandFundingCents: read.fundingCents,
  testCustomerAccounts: read.accounts,
  testCustomerBalancesCents: read.balancesCents,
  settled: read.settled,
  agrees: read.fundingCents + read.balancesCents === 0,
});
