import type { MyLocker } from '@sandbank/shared/operations/locker';
import { summariseLocker } from '@sandbank/shared/schemas/locker';
import { lockerItemsOfUser } from '../../data/entities/locker-item';
import type { Caller } from '../caller';
import { toLockerItemView } from './locker-views';

/** Worked out from the items listed anyway, so it can never disagree with the list and no per-customer counts need keeping in step. */
export async function listMyLocker(caller: Caller): Promise<MyLocker> {
  const items = (await lockerItemsOfUser(caller.userId)).map(toLockerItemView);
  return { items, summary: summariseLocker(items) };
}
