import { partitions } from '../item-kinds';
import { tableName, type ItemKey } from '../table';
import type { TransactItem } from '../transact';

/*
 * Check presentment — the key that makes a check deposit at most once: one item per (routing
 * number, payer's account number, check number), written in the same transaction as the check
 * with a conditional Put, so two deposits of the same check — even at the same moment, even by
 * two customers — cannot both be written. A rejected check releases its key (nothing was
 * credited, so the corrected check may be deposited again); an approved or pending one holds it.
 * Checks without a number have no key: nothing identifies them, and the reviewer sees "N/A".
 *   key  PRESENTED#{routingNumber}#{accountNumber}#{checkNumber} / PRESENTED
 */

export interface Presentment {
  routingNumber: string;
  accountNumber: string;
  checkNumber: string;
}

const SORT = 'PRESENTED';
const key = ({ routingNumber, accountNumber, checkNumber }: Presentment): ItemKey => ({
  pk: partitions.checkPresentment.key(`${routingNumber}#${accountNumber}#${checkNumber}`),
  sk: SORT,
});

/** Claims the check's key for this deposit; fails while another deposit holds it. */
export function claimPresentment(presentment: Presentment, holder: { checkId: string; userId: string }): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...key(presentment), entity: 'checkPresentment', ...holder, released: false },
      ConditionExpression: 'attribute_not_exists(pk) OR released = :released',
      ExpressionAttributeValues: { ':released': true },
    },
  };
}

/** Lets the key go when the deposit holding it is rejected (and only that deposit). */
export function releasePresentment(presentment: Presentment, checkId: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: key(presentment),
      UpdateExpression: 'SET released = :released',
      ConditionExpression: 'checkId = :checkId',
      ExpressionAttributeValues: { ':released': true, ':checkId': checkId },
    },
  };
}
