import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { documentClient } from '../../lib/clients/dynamodb';
import { monthOfId } from '../../lib/ids';
import * as kinds from '../item-kinds';
import { primaryKeys, type ItemKey } from '../keys';
import { type ItemOf, itemSchema, queryAll, readItem, tableName } from '../table';
import type { TransactItem } from '../transact';
import type { TransactionRecord } from './transaction';

/*
 * Account month: what one account's counted entries add up to in one UTC month, written in the transaction of
 * the entries it counts, so the months add up to the balance. A statement reads the months before its own for
 * the opening balance instead of every earlier entry.
 */

const MonthItem = itemSchema(() =>
  z.object({
    accountId: z.string(),
    month: z.string(),
    netCents: z.int(),
    creditsCents: z.int(),
    debitsCents: z.int(),
    entryCount: z.int(),
  }),
);
export type AccountMonthRecord = ItemOf<typeof MonthItem>;

const keys = primaryKeys(kinds.partitions.user, kinds.accountMonth.sort);
const key = (userId: string, accountId: string, month: string): ItemKey => keys.key({ userId, accountId, month });

const read = (item: Record<string, unknown>) => readItem(MonthItem, 'account month', item);

/**
 * One update per account and month, since a transaction may touch an item only once (a wire's amount and fee
 * land in the same month). `sign` -1 takes failed held entries out again.
 */
export function countIntoMonths(entries: readonly Pick<TransactionRecord, 'id' | 'userId' | 'accountId' | 'amountCents'>[], sign: 1 | -1 = 1): TransactItem[] {
  const months = new Map<string, { userId: string; accountId: string; month: string; totals: Omit<AccountMonthRecord, 'accountId' | 'month'> }>();
  for (const entry of entries) {
    const month = monthOfId(entry.id);
    const id = `${entry.userId}#${entry.accountId}#${month}`;
    const counted = months.get(id) ?? {
      userId: entry.userId,
      accountId: entry.accountId,
      month,
      totals: { netCents: 0, creditsCents: 0, debitsCents: 0, entryCount: 0 },
    };
    counted.totals.netCents += sign * entry.amountCents;
    if (entry.amountCents > 0) counted.totals.creditsCents += sign * entry.amountCents;
    else counted.totals.debitsCents += sign * entry.amountCents;
    counted.totals.entryCount += sign;
    months.set(id, counted);
  }
  return [...months.values()].map(({ userId, accountId, month, totals }) => ({
    Update: {
      TableName: tableName(),
      Key: key(userId, accountId, month),
      UpdateExpression: 'SET entity = :entity, accountId = :accountId, #month = :month ADD netCents :net, creditsCents :credits, debitsCents :debits, entryCount :count',
      ExpressionAttributeNames: { '#month': 'month' },
      ExpressionAttributeValues: {
        ':entity': 'accountMonth',
        ':accountId': accountId,
        ':month': month,
        ':net': totals.netCents,
        ':credits': totals.creditsCents,
        ':debits': totals.debitsCents,
        ':count': totals.entryCount,
      },
    },
  }));
}

/** A month without entries has no item. */
export async function monthOfAccount(userId: string, accountId: string, month: string): Promise<AccountMonthRecord | null> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: tableName(), Key: key(userId, accountId, month), ConsistentRead: true }));
  return Item ? read(Item) : null;
}

function monthBefore(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return monthNumber === 1 ? `${year - 1}-12` : `${year}-${String(monthNumber - 1).padStart(2, '0')}`;
}

export async function monthsOfAccountBefore(userId: string, accountId: string, month: string): Promise<AccountMonthRecord[]> {
  const months: AccountMonthRecord[] = [];
  const items = queryAll({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :first AND :last',
    ExpressionAttributeValues: {
      ':pk': keys.partition({ userId }),
      ':first': keys.sortPrefix({ accountId }),
      ':last': keys.sort({ accountId, month: monthBefore(month) }),
    },
    ConsistentRead: true,
  });
  for await (const item of items) months.push(read(item));
  return months;
}
