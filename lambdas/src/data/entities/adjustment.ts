import { keys, tableName } from './table';
import type { TransactItem } from './transact';

export interface AdjustmentRecord {
  id: string;
  accountId: string;
  userId: string;
  adminUserId: string;
  /** Signed: + credit, − debit. */
  amountCents: number;
  reason: string;
  createdAt: string;
}

export function putAdjustment(adjustment: AdjustmentRecord): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { pk: keys.user(adjustment.userId), sk: keys.adjustmentSort(adjustment.id), entity: 'adjustment', ...adjustment },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}
