import { runUpgradeCommand } from './local/upgrade-command';

/*
 * `npm run upgrade:account-listing [-- --table-name T --region R]`
 * Once, on a bank deployed before the back office's account listing had rows of its own: gives
 * every account opened then its row, so that its balance changes stop writing the listing's one
 * index partition (docs/data-model.md, "Back-office listings and search"). Safe beside the bank's
 * traffic and to run again. Without --table-name it upgrades the local stack's table (npm start
 * must be running); with it (or TABLE_NAME) a deployed table, with the usual AWS credentials.
 */

runUpgradeCommand({
  name: 'upgrade:account-listing',
  summary: `Gives every account opened before the account listing had rows of its own a row, so that its
balance changes stop writing the listing's index. Safe to run while the bank serves, and again.`,
  failure: 'Could not upgrade the account listing',
  async upgrade(where) {
    // After the environment names the table: the SDK client is made on first use.
    const { moveAccountsToListingRows } = await import('@sandbank/lambdas/maintenance');
    const { moved } = await moveAccountsToListingRows();
    return moved === 0 ? `Every account in ${where} already has its listing row.` : `Gave ${moved} account${moved === 1 ? '' : 's'} in ${where} a listing row of its own.`;
  },
});
