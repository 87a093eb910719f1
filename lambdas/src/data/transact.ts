import { TransactionCanceledException, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { unavailable } from '@sandbank/shared/errors';
import { documentClient } from '../lib/clients/dynamodb';
import { logger } from '../lib/logger';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Reasons come in item order ('None' for fine items), with the item for those that asked (ReturnValuesOnConditionCheckFailure). */
export class TransactionRejected extends Error {
  constructor(
    readonly reasons: string[],
    readonly oldItems: (Record<string, unknown> | null)[] = [],
  ) {
    super(`Transaction rejected: ${reasons.join(', ')}`);
    this.name = 'TransactionRejected';
  }

  failedCondition(index: number): boolean {
    return this.reasons[index] === 'ConditionalCheckFailed';
  }

  firstFailedIndex(): number {
    return this.reasons.indexOf('ConditionalCheckFailed');
  }
}

const RETRYABLE_REASONS = new Set(['TransactionConflict', 'ThrottlingError', 'ProvisionedThroughputExceeded']);
const RETRYABLE_ERRORS = new Set([
  'TransactionConflictException',
  'TransactionInProgressException',
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
]);

export const retryPolicy = { attempts: 5, baseDelayMs: 20, maxDelayMs: 400 };

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));
const jitteredDelay = (attempt: number) =>
  Math.random() * Math.min(retryPolicy.maxDelayMs, retryPolicy.baseDelayMs * 2 ** attempt);

function cancellationReasons(error: TransactionCanceledException): string[] {
  return (error.CancellationReasons ?? []).map((reason) => reason.Code ?? 'None');
}

/** DynamoDB returns the old items in raw attribute-value form, whichever client sent the call. */
function cancellationItems(error: TransactionCanceledException): (Record<string, unknown> | null)[] {
  return (error.CancellationReasons ?? []).map((reason) =>
    reason.Item ? unmarshall(reason.Item as Record<string, AttributeValue>) : null,
  );
}

/** Contention and throttling are retried with jittered backoff, then answered 503: the transaction is all-or-nothing, so nothing was written. */
export async function transactWrite(items: TransactItem[], clientRequestToken?: string): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await documentClient().send(new TransactWriteCommand({ TransactItems: items, ClientRequestToken: clientRequestToken }));
      return;
    } catch (error) {
      let retryable = RETRYABLE_ERRORS.has((error as Error).name);
      if (error instanceof TransactionCanceledException || (error as Error).name === 'TransactionCanceledException') {
        const reasons = cancellationReasons(error as TransactionCanceledException);
        if (reasons.includes('ConditionalCheckFailed')) {
          throw new TransactionRejected(reasons, cancellationItems(error as TransactionCanceledException));
        }
        retryable = reasons.some((reason) => RETRYABLE_REASONS.has(reason));
        if (!retryable) throw new TransactionRejected(reasons);
      }
      if (!retryable) throw error;
      if (attempt + 1 >= retryPolicy.attempts) {
        logger.warn('Transaction abandoned after retries', { attempts: attempt + 1, error: (error as Error).name });
        throw unavailable();
      }
      await sleep(jitteredDelay(attempt));
    }
  }
}
