import { partitions } from '../item-kinds';
import { tableName } from '../table';
import type { TransactItem } from '../transact';

/*
 * Account number reservation — one per number ever issued, so none is issued twice.
 *   key  ACCOUNTNUMBER#{number} / ACCOUNTNUMBER
 */

const SORT = 'ACCOUNTNUMBER';

/** Reserves an account number; the condition fails if the number was ever issued before. */
export function reserveAccountNumber(account: { id: string; userId: string; number: string }): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { pk: partitions.accountNumber.key(account.number), sk: SORT, entity: 'accountNumber', accountId: account.id, userId: account.userId },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}
