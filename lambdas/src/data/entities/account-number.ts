import * as kinds from '../item-kinds';
import { primaryKeys } from '../keys';
import { tableName } from '../table';
import type { TransactItem } from '../transact';

/* One reservation per number ever issued, so none is issued twice. */

const keys = primaryKeys(kinds.partitions.accountNumber, kinds.accountNumber.sort);

export function reserveAccountNumber(account: { id: string; userId: string; number: string }): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...keys.key({ number: account.number }), entity: 'accountNumber', accountId: account.id, userId: account.userId },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}
