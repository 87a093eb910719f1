import * as kinds from '../item-kinds';
import { primaryKeys } from '../keys';
import { tableName } from '../table';
import type { TransactItem } from '../transact';

/*
 * Adjustment — an administrator's credit or debit with its reason, beside the customer's other
 * records; written in the transaction of its ledger entry and audit event. Its key is
 * `adjustment` in data/item-kinds.ts.
 */

const keys = primaryKeys(kinds.partitions.user, kinds.adjustment.sort);

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
      Item: { ...keys.key({ userId: adjustment.userId, adjustmentId: adjustment.id }), entity: 'adjustment', ...adjustment },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}
