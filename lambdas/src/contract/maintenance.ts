/*
 * What an operator runs once against a bank's table when a release changes how its data is laid
 * out (scripts/upgrade-account-listing.ts, scripts/upgrade-double-entry.ts). The SDK client is
 * created on first use, so import this after the environment points at the table.
 */
export { moveAccountsToListingRows } from '../domain/accounts/account-listing-upgrade';
export { giveEntriesTheirOtherSide, type DoubleEntryUpgrade } from '../domain/ledger/double-entry-upgrade';
