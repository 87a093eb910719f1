import * as kinds from '../item-kinds';
import { primaryKeys } from '../keys';
import { tableName } from '../table';
import type { TransactItem } from '../transact';

/*
 * Account number reservation — one per number ever issued, so none is issued twice; its key is
 * `accountNumber` in data/item-kinds.ts.
 */

const keys = primaryKeys(kinds.partitions.accountNumber, kinds.accountNumber.sort);

/** Reserves an account number; the condition fails if the number was ever issued before. */
export function reserveAccountNumber(account: { id: string; userId: string; number: string }): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...keys.key({ number: account.number }), entity: 'accountNumber', accountId: account.id, userId: account.userId },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}
