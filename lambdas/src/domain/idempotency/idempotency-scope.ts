import type { TransactItem } from '../../data/transact';

/*
 * Idempotency, as the writes see it: a request that may be retried carries a scope (the HTTP
 * layer's idempotency plumbing, http/idempotency.ts, provides it), and whatever the request
 * writes, money or not, writes the scope's record as the first item of its own transaction
 * (idempotent-write.ts), so "did it" and "remembered the key" never come apart.
 */

/**
 * What makes a request's writes happen at most once: the idempotency record, written as the first
 * item of their transaction. With it, when the operation counts against the caller's limits, the
 * count of this call: written in the same transaction, so an accepted call is counted exactly once
 * and a refused one not here.
 */
export interface IdempotencyScope {
  remember(response: unknown): TransactItem;
  /** The count of this call against the caller's allowance; its condition fails once the allowance is spent. */
  allowance?: TransactItem;
}

/** The scope a transaction is written under and the answer its record keeps for a replay. */
export interface Idempotency {
  scope: IdempotencyScope;
  response: unknown;
}

/** The idempotency record's condition failed: another request with the same key wrote first. */
export class IdempotencyKeyTaken extends Error {
  constructor() {
    super('Idempotency key taken by a concurrent request');
    this.name = 'IdempotencyKeyTaken';
  }
}

/** The caller's allowance for this kind of call is spent for now; nothing was written. */
export class AllowanceSpent extends Error {
  constructor() {
    super("The caller's allowance is spent");
    this.name = 'AllowanceSpent';
  }
}
