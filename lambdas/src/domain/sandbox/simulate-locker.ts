import { notFound } from '@sandbank/shared/errors';
import type { SimulateDecisionBody } from '@sandbank/shared/operations/sandbox';
import { magicLockerDecision, SANDBOX_ACTOR, sandboxReasons } from '@sandbank/shared/sandbox';
import { lockerMessages, type AdminLockerItem, type LockerItem } from '@sandbank/shared/schemas/locker';
import { lockerItemsOfUser } from '../../data/entities/locker-item';
import { logger } from '../../lib/logger';
import type { Caller } from '../caller';
import { approveLockerItem, rejectLockerItem } from '../locker/locker-back-office';
import { onceIndexed } from './simulate-scope';

/*
 * The sandbox deciding a test customer's locker item as the back office would
 * (domain/locker/locker-back-office.ts, with the actor `sandbox`): on demand (simulateLockerItem) or
 * as soon as an item with the magic name is added. A locker decision is conditional on the item
 * being pending and moves no money: asked twice, the second is 409.
 */

/** What the owner sees of a decided item: not who decided it. */
const customerView = ({ ownerEmail: _email, userId: _userId, decidedBy: _decidedBy, ...item }: AdminLockerItem): LockerItem => item;

/**
 * Approves or rejects (without a reason: 'Rejected by the sandbox') one of the caller's pending
 * items. Another customer's item is 404, a decided one 409 with the back office's message.
 */
export async function simulateLockerItem(caller: Caller, itemId: string, body: SimulateDecisionBody): Promise<LockerItem> {
  // The caller's own locker, read consistently (at most LOCKER_MAX_ITEMS items): an item added a
  // moment ago is there, another customer's never is.
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
 * After a test customer's item is stored (`added` as answered): the magic name `approve-me`
 * (shared/src/sandbox.ts) is approved at once and the add answers the approved item. The item
 * stays stored whatever happens here: if the decision cannot be made, it is answered pending. The
 * caller is not needed (a locker decision is refused by its condition, not by a decision record),
 * but taken like the other decisions on filing (domain/outcomes.ts).
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
