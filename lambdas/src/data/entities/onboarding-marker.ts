import * as kinds from '../item-kinds';
import { primaryKeys } from '../keys';
import { tableName } from '../table';
import type { TransactItem } from '../transact';


const keys = primaryKeys(kinds.partitions.user, kinds.onboardingMarker.sort);

/** Its condition is what makes opening happen exactly once. */
export function markAccountsOpened(userId: string, openedAt: string): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...keys.key({ userId }), entity: 'onboarding', openedAt },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}
