import * as kinds from '../item-kinds';
import { fillKey, type ItemKey } from '../keys';
import { tableName } from '../table';
import type { TransactItem } from '../transact';

/*
 * One item per (routing number, payer's account number, check number), put conditionally in the check's
 * transaction, so the same check cannot be deposited twice, even at once by two customers. A rejected check
 * releases exactly the key it stored, since nothing was credited; checks without a number have no key.
 */

export interface Presentment {
  routingNumber: string;
  accountNumber: string;
  checkNumber: string;
}

/**
 * "0042" and "42" name the same check, so leading zeros are dropped. Routing numbers are not canonicalised: they
 * are always 9 ABA-checked digits, and their leading digits are the Federal Reserve district.
 */
export const canonicalNumber = (digits: string): string => digits.replace(/^0+(?=\d)/, '');

export const presentmentKey = ({ routingNumber, accountNumber, checkNumber }: Presentment): string =>
  fillKey(kinds.partitions.checkPresentment, { routingNumber, accountNumber: canonicalNumber(accountNumber), checkNumber: canonicalNumber(checkNumber) });

/** Checks deposited before keys were canonical stored none and claimed the key of their numbers as typed. */
export function claimedPresentmentKey(check: { routingNumber: string; accountNumber: string; checkNumber: string | null; presentmentKey?: string | null }): string | null {
  if (check.presentmentKey !== undefined) return check.presentmentKey;
  if (check.checkNumber === null) return null;
  return typedPresentmentKey({ ...check, checkNumber: check.checkNumber });
}

export const typedPresentmentKey = ({ routingNumber, accountNumber, checkNumber }: Presentment): string =>
  fillKey(kinds.partitions.checkPresentment, { routingNumber, accountNumber, checkNumber });

const key = (presentmentPartition: string): ItemKey => ({ pk: presentmentPartition, sk: kinds.checkPresentment.sort });
const keyIsFree = { ConditionExpression: 'attribute_not_exists(pk) OR released = :released', ExpressionAttributeValues: { ':released': true } };

export function claimPresentment(presentmentPartition: string, holder: { checkId: string; userId: string }): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...key(presentmentPartition), entity: 'checkPresentment', ...holder, released: false },
      ...keyIsFree,
    },
  };
}

/** A pending or approved check deposited before keys were canonical may hold the key of its numbers as typed, so that key must be free too. */
export function claimPresentmentOf(presentment: Presentment, holder: { checkId: string; userId: string }): TransactItem[] {
  const canonical = presentmentKey(presentment);
  const typed = typedPresentmentKey(presentment);
  const claim = claimPresentment(canonical, holder);
  if (typed === canonical) return [claim];
  return [
    claim,
    {
      ConditionCheck: {
        TableName: tableName(),
        Key: key(typed),
        ...keyIsFree,
      },
    },
  ];
}

/** Only the rejected deposit that holds the key may release it. */
export function releasePresentment(presentmentPartition: string, checkId: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: key(presentmentPartition),
      UpdateExpression: 'SET released = :released',
      ConditionExpression: 'checkId = :checkId',
      ExpressionAttributeValues: { ':released': true, ':checkId': checkId },
    },
  };
}
