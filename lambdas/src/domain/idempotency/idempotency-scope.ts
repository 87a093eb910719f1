import type { TransactItem } from '../../data/transact';

/*
 * Whatever a retriable request writes, its idempotency record is the first item of its own transaction, so "did
 * it" and "remembered the key" never come apart.
 */

/** The call's count, when there is one, goes in the same transaction, so an accepted call is counted exactly once. */
export interface IdempotencyScope {
  remember(response: unknown): TransactItem;
  /** Its condition fails once the allowance is spent. */
  allowance?: TransactItem;
}

export interface Idempotency {
  scope: IdempotencyScope;
  response: unknown;
}

export class IdempotencyKeyTaken extends Error {
  constructor() {
    super('Idempotency key taken by a concurrent request');
    this.name = 'IdempotencyKeyTaken';
  }
}

export class AllowanceSpent extends Error {
  constructor() {
    super("The caller's allowance is spent");
    this.name = 'AllowanceSpent';
  }
}
