import { bankAccounts, type BankAccountId } from '@sandbank/shared/ledger';
import { runUpgradeCommand } from './local/upgrade-command';

/*
 * `npm run upgrade:double-entry [-- --table-name T --region R]`
 * Once, on a bank deployed before the ledger was double-entry: gives every entry written then
 * the bank account holding its other side (and, on an island, its island), and moves the bank's
 * side in the counter shards with it, so that every posting and the whole bank sum to zero again
 * (docs/data-model.md, "The ledger invariant"). Safe beside the bank's traffic and to run again.
 * Without --table-name it upgrades the local stack's table (npm start must be running); with it
 * (or TABLE_NAME) a deployed table, with the usual AWS credentials.
 */

runUpgradeCommand({
  name: 'upgrade:double-entry',
  summary: `Gives every entry written before the ledger was double-entry the bank account holding its
other side (sandbox funding, fee income, wire or check clearing, adjustments) and, on an island,
its island, and moves the bank's side with it. Safe to run while the bank serves, and again.`,
  failure: 'Could not upgrade the ledger to double entry',
  async upgrade(where) {
    // After the environment names the table: the SDK client is made on first use.
    const { giveEntriesTheirOtherSide } = await import('@sandbank/lambdas/maintenance');
    const { entries, byAccount, islands } = await giveEntriesTheirOtherSide();
    if (entries === 0) return `Every entry in ${where} already has its other side.`;
    const sides = (Object.entries(byAccount) as [BankAccountId, number][]).map(([id, count]) => `  ${bankAccounts[id].name}: ${count}`);
    return [
      `Upgraded ${entries} entr${entries === 1 ? 'y' : 'ies'} in ${where} to double entry.`,
      ...(sides.length > 0 ? ['Other sides given, by the bank account holding them:', ...sides] : []),
      ...(islands > 0 ? [`Entries given their island: ${islands}`] : []),
    ].join('\n');
  },
});
