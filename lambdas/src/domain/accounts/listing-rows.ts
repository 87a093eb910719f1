import { accountsListedThemselves, moveToListingRow } from '../../data/entities/account';
import { TransactionRejected, transactWrite } from '../../data/transact';

/**
 * Gives every account opened before listing rows existed a row of its own
 * (data/entities/account.ts), so that its balance changes stop writing the bank-wide listing's
 * index partition: once, on a bank deployed before the rows (`npm run upgrade:account-listing`).
 * Safe beside the bank's traffic and to run again: an account moved meanwhile fails its condition
 * and is left as it is.
 */
export async function moveAccountsToListingRows(): Promise<{ moved: number }> {
  let moved = 0;
  for await (const account of accountsListedThemselves()) {
    try {
      await transactWrite(moveToListingRow(account));
      moved += 1;
    } catch (error) {
      if (!(error instanceof TransactionRejected)) throw error;
    }
  }
  return { moved };
}
