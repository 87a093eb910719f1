import * as kinds from '../item-kinds';
import { fillKey, type ItemKey } from '../keys';
import { tableName } from '../table';
import type { TransactItem } from '../transact';

/*
 * Check presentment — the key that makes a check deposit at most once: one item per (routing
 * number, payer's account number, check number), written in the same transaction as the check
 * with a conditional Put, so two deposits of the same check — even at the same moment, even by
 * two customers — cannot both be written. A rejected check releases its key (nothing was
 * credited, so the corrected check may be deposited again); an approved or pending one holds it.
 * Checks without a number have no key: nothing identifies them, and the reviewer sees "N/A".
 * Its key is `checkPresentment` in data/item-kinds.ts, with the canonical account and check number.
 * The check item keeps the key it claimed (`presentmentKey`), and a rejection releases exactly
 * that one: checks deposited while the key used the numbers as typed hold such a key.
 */

export interface Presentment {
  routingNumber: string;
  accountNumber: string;
  checkNumber: string;
}

/**
 * A payer's account number or a check number as a number, not as typed: "0042" and "42" name the
 * same check, so leading zeros are dropped ("0" and "000" stay "0"). The schemas admit digits
 * only. Routing numbers are not passed through it: they are always exactly 9 digits (ABA-checked),
 * so each has one spelling, and their leading digits (the Federal Reserve district) are part of them.
 */
export const canonicalNumber = (digits: string): string => digits.replace(/^0+(?=\d)/, '');

/** The partition key a check claims: one per check, however its numbers were padded. */
export const presentmentKey = ({ routingNumber, accountNumber, checkNumber }: Presentment): string =>
  fillKey(kinds.partitions.checkPresentment, { routingNumber, accountNumber: canonicalNumber(accountNumber), checkNumber: canonicalNumber(checkNumber) });

/**
 * The key a check holds: the one stored on it at deposit, or — for a check deposited before keys
 * were canonical, which stored none — the key of its numbers as typed, which is what it claimed.
 * Null for a check without a number (it claimed nothing).
 */
export function claimedPresentmentKey(check: { routingNumber: string; accountNumber: string; checkNumber: string | null; presentmentKey?: string | null }): string | null {
  if (check.presentmentKey !== undefined) return check.presentmentKey;
  if (check.checkNumber === null) return null;
  return typedPresentmentKey({ ...check, checkNumber: check.checkNumber });
}

/** The key checks deposited before keys were canonical claimed: the numbers as typed. */
export const typedPresentmentKey = ({ routingNumber, accountNumber, checkNumber }: Presentment): string =>
  fillKey(kinds.partitions.checkPresentment, { routingNumber, accountNumber, checkNumber });

/** The item holding a presentment key (the partition a check claimed, kept on the check). */
const key = (presentmentPartition: string): ItemKey => ({ pk: presentmentPartition, sk: kinds.checkPresentment.sort });
/** No deposit holds the key: never claimed, or released by its check's rejection. */
const keyIsFree = { ConditionExpression: 'attribute_not_exists(pk) OR released = :released', ExpressionAttributeValues: { ':released': true } };

/** Claims the check's key (from `presentmentKey`) for this deposit; fails while another deposit holds it. */
export function claimPresentment(presentmentPartition: string, holder: { checkId: string; userId: string }): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...key(presentmentPartition), entity: 'checkPresentment', ...holder, released: false },
      ...keyIsFree,
    },
  };
}

/**
 * The conditions a new deposit of `presentment` must meet: its canonical key is free, and so is
 * the key of its numbers as typed, which a pending or approved check deposited before keys were
 * canonical may hold (the same check typed the same way stays refused).
 */
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

/** Lets the key go when the deposit holding it is rejected (and only that deposit): the key it claimed (`claimedPresentmentKey`). */
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
