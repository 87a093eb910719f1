import { accountKey, putListingRow, readAccount, type AccountRecord } from '../../data/entities/account';
import * as kinds from '../../data/item-kinds';
import { indexKeys } from '../../data/keys';
import { queryAll, tableName } from '../../data/table';
import { TransactionRejected, transactWrite, type TransactItem } from '../../data/transact';

/*
 * Accounts opened before listing rows existed carry the listing's index keys themselves, so each of their
 * balance changes writes the listing's one index partition; `npm run upgrade:account-listing` gives each its
 * row.
 */

const allAccountsIndex = indexKeys(kinds.accountListing.indexes.allAccounts);

type ListedAccount = AccountRecord & { searchText: string };

/** Reads the whole listing: a maintenance run's work, not a request's. */
async function* accountsListedThemselves(): AsyncGenerator<ListedAccount> {
  for await (const item of queryAll({
    IndexName: allAccountsIndex.indexName,
    KeyConditionExpression: '#partition = :accounts',
    FilterExpression: 'entity = :account',
    ExpressionAttributeNames: { '#partition': allAccountsIndex.partitionKey },
    ExpressionAttributeValues: { ':accounts': allAccountsIndex.partition(), ':account': 'account' },
  })) {
    yield { ...readAccount(item), searchText: String(item.searchText ?? '') };
  }
}

/** One transaction, at the same place in the listing, so the listing shows the account once throughout. */
function moveToListingRow(account: ListedAccount): TransactItem[] {
  return [
    putListingRow(account),
    {
      Update: {
        TableName: tableName(),
        Key: accountKey(account.userId, account.id),
        UpdateExpression: 'REMOVE #partition, #sort',
        ConditionExpression: 'attribute_exists(#partition)',
        ExpressionAttributeNames: { '#partition': allAccountsIndex.partitionKey, '#sort': allAccountsIndex.sortKey },
      },
    },
  ];
}

/** Safe beside the bank's traffic and to run again: an account moved meanwhile fails its condition and is left as it is. */
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
