import { TransactionRejected, transactWrite, type TransactItem } from '../../data/transact';
import { AllowanceSpent, IdempotencyKeyTaken, type Idempotency } from './idempotency-scope';

export function idempotencyItems(idempotency: Idempotency | undefined): TransactItem[] {
  if (!idempotency) return [];
  const { scope, response } = idempotency;
  return scope.allowance ? [scope.remember(response), scope.allowance] : [scope.remember(response)];
}

/**
 * A used key comes first, since a replay is answered from its record whatever else failed; then a spent
 * allowance, 429 whatever the rest would have said.
 */
export function idempotencyRefusal(rejection: TransactionRejected, idempotency: Idempotency | undefined): Error | null {
  if (!idempotency) return null;
  if (rejection.failedCondition(0)) return new IdempotencyKeyTaken();
  if (idempotency.scope.allowance && rejection.failedCondition(1)) return new AllowanceSpent();
  return null;
}

export class RecordRejected extends Error {
  constructor(
    readonly recordIndex: number,
    readonly oldItem: Record<string, unknown> | null,
  ) {
    super(`Record ${recordIndex} rejected`);
    this.name = 'RecordRejected';
  }
}

/**
 * Writes that post no new entry, led by the idempotency record as a movement is. Any failed condition but a used
 * key or spent allowance is RecordRejected.
 */
export async function writeIdempotently(records: TransactItem[], idempotency?: Idempotency): Promise<void> {
  const leading = idempotencyItems(idempotency);
  try {
    await transactWrite([...leading, ...records]);
  } catch (error) {
    if (!(error instanceof TransactionRejected)) throw error;
    const refusal = idempotencyRefusal(error, idempotency);
    if (refusal) throw refusal;
    const failed = error.firstFailedIndex();
    throw new RecordRejected(failed - leading.length, error.oldItems[failed] ?? null);
  }
}
