import { forbidden } from '@sandbank/shared/errors';
import { ownRequestMessages } from '@sandbank/shared/messages';
import type { SANDBOX_ACTOR } from '@sandbank/shared/sandbox';
import type { Caller } from '../caller';

/*
 * Every administrator is also a customer; approving their own request would move money to or from themselves on
 * one person's word. All decisions pass through this one rule, so it cannot be forgotten for one kind.
 */

export type DecidedRequestKind = keyof typeof ownRequestMessages;

/** The sandbox is no customer, so it never decides its own request. */
export type Decider = Caller | typeof SANDBOX_ACTOR;

export const deciderId = (decider: Decider): string => (typeof decider === 'string' ? decider : decider.userId);

export function refuseOwnRequest(decider: Decider, kind: DecidedRequestKind, ownerId: string): void {
  if (ownerId === deciderId(decider)) throw forbidden(ownRequestMessages[kind]);
}
