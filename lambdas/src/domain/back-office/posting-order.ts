import type { AuditActionName } from '@sandbank/shared/operations/admin/audit-actions';
import type { Direction } from '@sandbank/shared/schemas/amount';
import type { PostingRequestEntryType, PostingRequestKind } from '@sandbank/shared/schemas/posting-request';
import type { AccountRecord } from '../../data/entities/account';
import { putAdjustment } from '../../data/entities/adjustment';
import type { TransactionRecord } from '../../data/entities/transaction';
import type { TransactItem } from '../../data/transact';
import { newId } from '../../lib/ids';
import { newEntry } from '../ledger/entries';

/* Shared by a posting made at once and a posting request approved later. */

const signedAmount = (direction: Direction, amountCents: number) => (direction === 'credit' ? amountCents : -amountCents);

export interface PostingOrder {
  kind: PostingRequestKind;
  type: PostingRequestEntryType;
  direction: Direction;
  amountCents: number;
  note: string | null;
}

export const postedAction = (order: PostingOrder): AuditActionName =>
  order.kind === 'adjustment' ? `account.adjust.${order.direction}` : `account.post.${order.type}`;

export interface OrderWrites {
  entry: TransactionRecord;
  records: TransactItem[];
  audit: Record<string, unknown>;
  adjustmentId: string | null;
}

/** An adjustment records `makerId`. */
export function writesOfOrder(order: PostingOrder, account: AccountRecord, makerId: string): OrderWrites {
  const amountCents = signedAmount(order.direction, order.amountCents);
  if (order.kind === 'posting') {
    const entry = newEntry({ userId: account.userId, accountId: account.id, type: order.type, amountCents, description: order.note ?? `Admin ${order.type}` });
    return { entry, records: [], audit: {}, adjustmentId: null };
  }
  const adjustmentId = newId();
  const entry = newEntry({
    userId: account.userId,
    accountId: account.id,
    type: 'adjustment',
    amountCents,
    description: order.direction === 'credit' ? 'Admin credit adjustment' : 'Admin debit adjustment',
    reference: adjustmentId,
    adjustmentId,
  });
  const reason = order.note ?? '';
  const adjustment = putAdjustment({ id: adjustmentId, accountId: account.id, userId: account.userId, adminUserId: makerId, amountCents, reason, createdAt: entry.createdAt });
  return { entry, records: [adjustment], audit: { adjustmentId, reason }, adjustmentId };
}
