/* The SDK client is created on first use, so import this after the environment points at the table. */
export { moveAccountsToListingRows } from '../domain/accounts/account-listing-upgrade';
export { giveEntriesTheirOtherSide, type DoubleEntryUpgrade } from '../domain/ledger/double-entry-upgrade';
