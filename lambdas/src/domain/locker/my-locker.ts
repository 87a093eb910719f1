import { conflict } from '@sandbank/shared/errors';
import type { MyLocker } from '@sandbank/shared/operations/locker';
import { lockerMessages, summariseLocker, type LockerItem, type NewLockerItemBody } from '@sandbank/shared/schemas/locker';
import { LOCKER_SIZE_ITEM, lockerItemsOfUser, putNewLockerItem } from '../../data/entities/locker-item';
import { countStatusChange } from '../../data/entities/workflow-counters';
import { TransactionRejected, transactWrite } from '../../data/transact';
import type { Caller } from '../caller';
import { decideMagicLockerItem } from '../sandbox/simulate-locker';
import { toLockerItemView } from './locker-views';
import { newLockerItem } from './new-locker-item';

/**
 * The caller's whole locker and its summary. The summary is worked out from the items the page
 * lists anyway (at most LOCKER_MAX_ITEMS, one Query), so it can never disagree with the list and
 * no per-customer counts need keeping in step with every decision.
 */
export async function listMyLocker(caller: Caller): Promise<MyLocker> {
  const items = (await lockerItemsOfUser(caller.userId)).map(toLockerItemView);
  return { items, summary: summariseLocker(items) };
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
  // A test customer's magic item name is decided at once by the sandbox.
  return caller.isTestCustomer ? decideMagicLockerItem(added) : added;
}
