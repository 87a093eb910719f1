import { conflict } from '@sandbank/shared/errors';
import { lockerMessages, type LockerItem, type NewLockerItemBody } from '@sandbank/shared/schemas/locker';
import { LOCKER_SIZE_ITEM, putNewLockerItem } from '../../data/entities/locker-item';
import { countStatusChange } from '../../data/entities/workflow-counters';
import { TransactionRejected, transactWrite } from '../../data/transact';
import type { Caller } from '../caller';
import { decideMagicLockerItem } from '../sandbox/simulate-locker';
import { lockerEvent, toLockerItemView } from './locker-views';
import { newLockerItem } from './new-locker-item';

/** Stores an item in the caller's locker, pending approval: the item, the locker's size, the workflow counters and its event in one transaction. */
export async function addMyLockerItem(caller: Caller, body: NewLockerItemBody): Promise<LockerItem> {
  const item = newLockerItem(caller.userId, body);
  try {
    await transactWrite([...putNewLockerItem(item), countStatusChange('locker', { to: 'pending' }), lockerEvent('locker.stored', item)]);
  } catch (error) {
    if (error instanceof TransactionRejected && error.failedCondition(LOCKER_SIZE_ITEM)) throw conflict(lockerMessages.full);
    throw error;
  }
  const added = toLockerItemView(item);
  // A test customer's magic item name is decided at once by the sandbox.
  return caller.isTestCustomer ? decideMagicLockerItem(added) : added;
}
