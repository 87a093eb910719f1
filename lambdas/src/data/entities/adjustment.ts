import { tableName, userPartition } from '../table';
import type { TransactItem } from '../transact';

/*
 * Adjustment — an administrator's credit or debit with its reason, beside the customer's other
 * records; written in the transaction of its ledger entry and audit event.
 *   key  USER#{userId} / ADJUSTMENT#{adjustmentId}
 */

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
      Item: { pk: userPartition(adjustment.userId), sk: `ADJUSTMENT#${adjustment.id}`, entity: 'adjustment', ...adjustment },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}
