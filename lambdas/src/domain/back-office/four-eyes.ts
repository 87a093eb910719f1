import { forbidden } from '@sandbank/shared/errors';
import { ownRequestMessages } from '@sandbank/shared/messages';
import type { SANDBOX_ACTOR } from '@sandbank/shared/sandbox';
import type { Caller } from '../caller';

/*
 * Four eyes: an administrator never decides their own request. Every administrator is also a
 * customer, so they can file wires, checks and locker items like anyone; approving one of their
 * own would move money to or from themselves (or vouch for their own valuables) on one person's
 * word. The back office's decisions all pass through this one rule, so it cannot be forgotten
 * for one kind and kept for another; another administrator decides instead.
 */

export type DecidedRequestKind = keyof typeof ownRequestMessages;

/**
 * Who decides a request: an administrator, or the sandbox (SANDBOX_ACTOR) deciding a test
 * customer's request on its behalf (a simulated decision, a magic value, a reset). The sandbox
 * is no customer, so it never decides its own request.
 */
export type Decider = Caller | typeof SANDBOX_ACTOR;

/** The id the decision is recorded under: the administrator's user id, or `sandbox`. */
export const deciderId = (decider: Decider): string => (typeof decider === 'string' ? decider : decider.userId);

/** Refuses (403, with the kind's message) an administrator deciding a request that `ownerId` — themselves — filed. */
export function refuseOwnRequest(decider: Decider, kind: DecidedRequestKind, ownerId: string): void {
  if (ownerId === deciderId(decider)) throw forbidden(ownRequestMessages[kind]);
}
