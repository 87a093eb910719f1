import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../lib/clients';
import { env } from '../lib/env';

export { documentClient };
export const tableName = () => env.tableName();

/** Every item a query matches, following LastEvaluatedKey page after page. */
export async function* queryAll(input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>): AsyncGenerator<Record<string, unknown>> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(new QueryCommand({ ...input, TableName: tableName(), ExclusiveStartKey: startKey }));
    yield* page.Items ?? [];
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

/**
 * Key builders: the only place key strings are formed. The layout and every access pattern are
 * documented in docs/data-model.md.
 */
export const keys = {
  user: (userId: string) => `USER#${userId}`,
  profileSort: 'PROFILE',
  onboardingSort: 'ONBOARDING',
  accountSort: (accountId: string) => `ACCOUNT#${accountId}`,
  accountSortPrefix: 'ACCOUNT#',
  transactionSort: (transactionId: string) => `TX#${transactionId}`,
  transactionSortPrefix: 'TX#',
  /** gsi1: the account's own item and its entries, for per-account reads. */
  accountIndex: (accountId: string) => `ACCOUNT#${accountId}`,
  accountIndexSort: 'ACCOUNT',
  /** gsi1: a profile by email, for finding a customer by address. */
  emailIndex: (email: string) => `EMAIL#${email.toLowerCase()}`,
  /** gsi2: every record of one kind, for back-office listings; sorted by creation time. */
  allAccounts: 'ACCOUNTS',
  allUsers: 'USERS',
  listingSort: (createdAt: string, id: string) => `${createdAt}#${id}`,
  /** Idempotency records, scoped to caller and operation so keys of different callers never meet. */
  idempotency: (scope: string) => `IDEMPOTENCY#${scope}`,
  idempotencySort: 'IDEMPOTENCY',
  /** Admin adjustments live beside the customer's other records. */
  adjustmentSort: (adjustmentId: string) => `ADJUSTMENT#${adjustmentId}`,
  /** The audit log: one partition, a head item and events ordered by sequence number. */
  audit: 'AUDIT',
  auditHeadSort: 'HEAD',
  auditEventSort: (sequence: number) => `EVENT#${String(sequence).padStart(12, '0')}`,
  auditEventSortPrefix: 'EVENT#',
  /** Reserves an account number so it can never be issued twice. */
  accountNumber: (number: string) => `ACCOUNTNUMBER#${number}`,
  accountNumberSort: 'ACCOUNTNUMBER',
} as const;

export type Key = { pk: string; sk: string };
