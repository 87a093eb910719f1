import { accountKey, putListingRow, readAccount, type AccountRecord } from '../../data/entities/account';
import * as kinds from '../../data/item-kinds';
import { indexKeys } from '../../data/keys';
import { queryAll, tableName } from '../../data/table';
import { TransactionRejected, transactWrite, type TransactItem } from '../../data/transact';

/*
 * The back office's account listing indexes a row of its own per account (data/entities/account.ts).
 * Accounts opened before the rows existed carry the listing's index keys themselves, so each of
 * their balance changes writes the listing's one index partition. `npm run upgrade:account-listing`
 * (once, on a bank deployed before) gives each of them its row.
 */

const allAccountsIndex = indexKeys(kinds.accountListing.indexes.allAccounts);

type ListedAccount = AccountRecord & { searchText: string };

/**
 * The accounts opened before listing rows existed: every one of them, read through the whole
 * listing (a maintenance run's work, not a request's).
 */
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

/**
 * Gives an account listed by itself its listing row, at the same place in the listing (its opening
 * time and id, its search text as written), and takes the listing's keys off the account, in one
 * transaction: the listing shows it once throughout, and its balance changes stop writing the index.
 */
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

/**
 * Gives every account opened before listing rows existed a row of its own. Safe beside the bank's
 * traffic and to run again: an account moved meanwhile fails its condition and is left as it is.
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
