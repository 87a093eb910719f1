import { conflict } from '@sandbank/shared/errors';
import type { MyLocker } from '@sandbank/shared/operations/locker';
import { lockerMessages, summariseLocker, type LockerItem, type NewLockerItemBody } from '@sandbank/shared/schemas/locker';
import { LOCKER_SIZE_ITEM, lockerItemsOfUser, putNewLockerItem, type LockerItemRecord } from '../../data/entities/locker-item';
import { countStatusChange } from '../../data/entities/workflow-counters';
import { TransactionRejected, transactWrite } from '../../data/transact';
import { newId } from '../../lib/ids';
import type { Caller } from '../caller';
import { toLockerItemView } from './locker-views';

/**
 * The caller's whole locker and its summary. The summary is worked out from the items the page
 * lists anyway (at most LOCKER_MAX_ITEMS, one Query), so it can never disagree with the list and
 * no per-customer counts need keeping in step with every decision.
 */
export async function listMyLocker(caller: Caller): Promise<MyLocker> {
  const items = (await lockerItemsOfUser(caller.userId)).map(toLockerItemView);
  return { items, summary: summariseLocker(items) };
}

/** A new item as it is stored: pending, unless an administrator adds it (approved by them at once). */
export function newLockerItem(userId: string, body: NewLockerItemBody, approvedBy?: string): LockerItemRecord {
  const storedAt = new Date().toISOString();
  return {
    id: newId(),
    userId,
    name: body.name,
    valueCents: body.valueCents,
    description: body.description,
    status: approvedBy ? 'approved' : 'pending',
    storedAt,
    decidedAt: approvedBy ? storedAt : null,
    decidedBy: approvedBy ?? null,
    rejectionReason: null,
  };
}

/** Stores an item in the caller's locker, pending approval: the item, the locker's size and the workflow counters in one transaction. */
export async function addMyLockerItem(caller: Caller, body: NewLockerItemBody): Promise<LockerItem> {
  const item = newLockerItem(caller.userId, body);
  try {
    await transactWrite([...putNewLockerItem(item), countStatusChange('locker', { to: 'pending' })]);
  } catch (error) {
    if (error instanceof TransactionRejected && error.failedCondition(LOCKER_SIZE_ITEM)) throw conflict(lockerMessages.full);
    throw error;
  }
  const added = toLockerItemView(item);
  // A test customer's magic item name is decided at once by the sandbox; loaded only for them.
  return caller.isTestCustomer ? (await import('../sandbox/simulate-locker')).decideMagicLockerItem(added) : added;
}
