import * as z from 'zod/mini';
import * as kinds from '../item-kinds';
import { primaryKeys, type ItemKey } from '../keys';
import { type ItemOf, itemSchema, queryAll, readItem, tableName } from '../table';
import type { TransactItem } from '../transact';

/*
 * Posting hour — what one administrator posted at once (without a second administrator) to one
 * account in one hour, in absolute cents, in a partition per account (`postingHour` in
 * data/item-kinds.ts). Written with `ADD` in the posting's own transaction, so a posting is
 * counted exactly when it is committed; removed by TTL once no window reads it, and read only
 * between the window's keys, since TTL deletes late. The maker-checker's rolling totals
 * (domain/back-office/approval-threshold.ts).
 *   key → countPostingHour, postingHoursBetween (one Query, strongly consistent)
 */

const keys = primaryKeys(kinds.partitions.postingHours, kinds.postingHour.sort);

/** The item of one maker's hour on one account. */
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

/** One posting counted into its maker's hour on the account: `postedCents` is its absolute amount; `expiresAt` epoch seconds. */
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

/**
 * Every maker's hours on the account from `firstHour` to `lastHour` (hour starts, ISO 8601), both
 * included: at most one item per hour and administrator who posted to it then.
 */
export async function postingHoursBetween(accountId: string, firstHour: string, lastHour: string): Promise<PostingHourRecord[]> {
  const hours: PostingHourRecord[] = [];
  const items = queryAll({
    // '~' sorts after every character of a maker's id: the last hour's items, whoever made them.
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
