import * as kinds from '../item-kinds';
import { primaryKeys } from '../keys';
import { tableName } from '../table';
import type { TransactItem } from '../transact';

/*
 * Onboarding marker — one per customer whose sandbox accounts were opened; its key is
 * `onboardingMarker` in data/item-kinds.ts.
 */

const keys = primaryKeys(kinds.partitions.user, kinds.onboardingMarker.sort);

/** The once-per-customer marker: its condition is what makes opening happen exactly once. */
export function markAccountsOpened(userId: string, openedAt: string): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...keys.key({ userId }), entity: 'onboarding', openedAt },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}
