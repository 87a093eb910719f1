import { notFound } from '@sandbank/shared/errors';
import type { SimulateDecisionBody } from '@sandbank/shared/operations/sandbox';
import { magicLockerDecision, SANDBOX_ACTOR, sandboxReasons } from '@sandbank/shared/sandbox';
import { lockerMessages, type AdminLockerItem, type LockerItem } from '@sandbank/shared/schemas/locker';
import { lockerItemsOfUser } from '../../data/entities/locker-item';
import { logger } from '../../lib/logger';
import type { Caller } from '../caller';
import { approveLockerItem, rejectLockerItem } from '../locker/locker-back-office';
import { onceIndexed } from './simulate-scope';

/* A locker decision is conditional on the item being pending and moves no money: asked twice, the second is 409. */

const customerView = ({ ownerEmail: _email, userId: _userId, decidedBy: _decidedBy, ...item }: AdminLockerItem): LockerItem => item;

export async function simulateLockerItem(caller: Caller, itemId: string, body: SimulateDecisionBody): Promise<LockerItem> {
  // Read consistently: an item added a moment ago is there, another customer's never is.
  const item = (await lockerItemsOfUser(caller.userId)).find((stored) => stored.id === itemId);
  if (!item) throw notFound(lockerMessages.itemNotFound);
  const decided = await onceIndexed(() =>
    body.outcome === 'approve'
      ? approveLockerItem(SANDBOX_ACTOR, item.id)
      : rejectLockerItem(SANDBOX_ACTOR, item.id, { reason: body.reason ?? sandboxReasons.simulatedRejection }),
  );
  return customerView(decided);
}

/**
 * The item stays stored whatever happens here. The caller is unused (a locker decision is refused by its
 * condition, not a decision record) but taken like the other decisions on filing.
 */
export async function decideMagicLockerItem(_caller: Caller, added: LockerItem): Promise<LockerItem> {
  const decision = magicLockerDecision(added.name);
  if (!decision) return added;
  try {
    const decided = await onceIndexed(() =>
      decision.outcome === 'approve' ? approveLockerItem(SANDBOX_ACTOR, added.id) : rejectLockerItem(SANDBOX_ACTOR, added.id, { reason: decision.reason }),
    );
    return customerView(decided);
  } catch (error) {
    logger.warn('The magic name of a locker item was not decided; it waits for a decision', { itemId: added.id, error });
    return added;
  }
}
