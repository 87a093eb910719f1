import { conflict } from '@sandbank/shared/errors';
import { lockerMessages, type LockerItem, type NewLockerItemBody } from '@sandbank/shared/schemas/locker';
import { LOCKER_SIZE_ITEM, putNewLockerItem } from '../../data/entities/locker-item';
import { countStatusChange } from '../../data/entities/workflow-counters';
import { TransactionRejected, transactWrite } from '../../data/transact';
import type { Caller } from '../caller';
import type { Outcome } from '../outcomes';
import { lockerEvent, toLockerItemView } from './locker-views';
import { newLockerItem } from './new-locker-item';

/** What happens to it next is its `outcome`'s to say (domain/outcomes.ts). */
export async function addMyLockerItem(caller: Caller, body: NewLockerItemBody, outcome: Outcome<LockerItem>): Promise<LockerItem> {
  const item = newLockerItem(caller.userId, body);
  try {
    await transactWrite([...putNewLockerItem(item), countStatusChange('locker', { to: 'pending' }), lockerEvent('locker.stored', item)]);
  } catch (error) {
    if (error instanceof TransactionRejected && error.failedCondition(LOCKER_SIZE_ITEM)) throw conflict(lockerMessages.full);
    throw error;
  }
  return outcome(toLockerItemView(item));
}
