import * as kinds from '../item-kinds';
import { primaryKeys } from '../keys';
import { tableName } from '../table';
import type { TransactItem } from '../transact';


const keys = primaryKeys(kinds.partitions.user, kinds.adjustment.sort);

export interface AdjustmentRecord {
  id: string;
  accountId: string;
  userId: string;
  adminUserId: string;
  amountCents: number;
  reason: string;
  createdAt: string;
}

export function putAdjustment(adjustment: AdjustmentRecord): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...keys.key({ userId: adjustment.userId, adjustmentId: adjustment.id }), entity: 'adjustment', ...adjustment },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}
