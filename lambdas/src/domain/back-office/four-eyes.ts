import { forbidden } from '@sandbank/shared/errors';
import { wireMessages } from '@sandbank/shared/messages';
import { checkMessages } from '@sandbank/shared/schemas/check';
import { lockerMessages } from '@sandbank/shared/schemas/locker';
import type { Caller } from '../caller';

/*
 * Four eyes: an administrator never decides their own request. Every administrator is also a
 * customer, so they can file wires, checks and locker items like anyone; approving one of their
 * own would move money to or from themselves (or vouch for their own valuables) on one person's
 * word. The back office's decisions all pass through this one rule, so it cannot be forgotten
 * for one kind and kept for another; another administrator decides instead.
 */

const ownRequestMessages = {
  wire: wireMessages.ownWire,
  check: checkMessages.ownCheck,
  lockerItem: lockerMessages.ownItem,
} as const;

export type DecidedRequestKind = keyof typeof ownRequestMessages;

/** Refuses (403, with the kind's message) an administrator deciding a request that `ownerId` — themselves — filed. */
export function refuseOwnRequest(admin: Caller, kind: DecidedRequestKind, ownerId: string): void {
  if (ownerId === admin.userId) throw forbidden(ownRequestMessages[kind]);
}
