import * as z from 'zod/mini';
import * as kinds from '../item-kinds';
import { primaryKeys, type ItemKey } from '../keys';
import { type ItemOf, itemSchema, queryAll, readItem, tableName } from '../table';
import type { TransactItem } from '../transact';

/*
 * The maker-checker's rolling totals (domain/back-office/approval-threshold.ts): added in the posting's own
 * transaction, so a posting counts exactly when committed. TTL deletes late, so reads stay between the window's
 * keys.
 */

const keys = primaryKeys(kinds.partitions.postingHours, kinds.postingHour.sort);

export const postingHourKey = (hour: { accountId: string; hourStart: string; makerId: string }): ItemKey => keys.key(hour);

const PostingHourItem = itemSchema(() =>
  z.object({
    accountId: z.string(),
    makerId: z.string(),
    hourStart: z.string(),
    postedCents: z.int(),
  }),
);
export type PostingHourRecord = ItemOf<typeof PostingHourItem>;

export function countPostingHour(hour: { accountId: string; makerId: string; hourStart: string; expiresAt: number }, postedCents: number): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: postingHourKey(hour),
      UpdateExpression: 'SET entity = :entity, accountId = :accountId, makerId = :makerId, hourStart = :hourStart, expiresAt = :expiresAt ADD postedCents :posted',
      ExpressionAttributeValues: {
        ':entity': 'postingHour',
        ':accountId': hour.accountId,
        ':makerId': hour.makerId,
        ':hourStart': hour.hourStart,
        ':expiresAt': hour.expiresAt,
        ':posted': postedCents,
      },
    },
  };
}

export async function postingHoursBetween(accountId: string, firstHour: string, lastHour: string): Promise<PostingHourRecord[]> {
  const hours: PostingHourRecord[] = [];
  const items = queryAll({
    // '~' sorts after every character of a maker's id.
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :first AND :last',
    ExpressionAttributeValues: {
      ':pk': keys.partition({ accountId }),
      ':first': keys.sortPrefix({ hourStart: firstHour }),
      ':last': `${keys.sortPrefix({ hourStart: lastHour })}~`,
    },
    ConsistentRead: true,
  });
  for await (const item of items) hours.push(readItem(PostingHourItem, 'posting hour', item));
  return hours;
}
