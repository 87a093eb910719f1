import { forbidden } from '@sandbank/shared/errors';
import { ownRequestMessages } from '@sandbank/shared/messages';
import type { Caller } from '../caller';

/*
 * Four eyes: an administrator never decides their own request. Every administrator is also a
 * customer, so they can file wires, checks and locker items like anyone; approving one of their
 * own would move money to or from themselves (or vouch for their own valuables) on one person's
 * word. The back office's decisions all pass through this one rule, so it cannot be forgotten
 * for one kind and kept for another; another administrator decides instead.
 */

export type DecidedRequestKind = keyof typeof ownRequestMessages;

/** Refuses (403, with the kind's message) an administrator deciding a request that `ownerId` — themselves — filed. */
export function refuseOwnRequest(admin: Caller, kind: DecidedRequestKind, ownerId: string): void {
  if (ownerId === admin.userId) throw forbidden(ownRequestMessages[kind]);
}
