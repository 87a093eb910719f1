import { tableName, userPartition } from '../table';
import type { TransactItem } from '../transact';

/*
 * Onboarding marker — one per customer whose sandbox accounts were opened.
 *   key  USER#{userId} / ONBOARDING
 */

/** The once-per-customer marker: its condition is what makes opening happen exactly once. */
export function markAccountsOpened(userId: string, openedAt: string): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { pk: userPartition(userId), sk: 'ONBOARDING', entity: 'onboarding', openedAt },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}
