import { randomUUID } from 'node:crypto';
import { callApi, type ApiResult } from '@sandbank/scripts/test-harness';
import type { TestUser } from './users';

/** A credit adjustment by `maker` on an account, with a fresh Idempotency-Key unless one is given. */
export function adjustAccount(maker: TestUser, accountId: string, amountCents: number, options: { direction?: 'credit' | 'debit'; key?: string } = {}): Promise<ApiResult> {
  return callApi('adjustAccountBalance', {
    token: maker.accessToken,
    params: { accountId },
    body: { direction: options.direction ?? 'credit', amountCents, reason: 'Maker-checker test' },
    headers: { 'idempotency-key': options.key ?? randomUUID() },
  });
}

/** A pending posting request by `maker` (an adjustment at or above the threshold); its id. */
export async function newPostingRequest(maker: TestUser, accountId: string, amountCents = 1_000_000): Promise<string> {
  const answer = await adjustAccount(maker, accountId, amountCents);
  if (answer.status !== 202) throw new Error(`adjustAccountBalance answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.id as string;
}

export const approve = (checker: TestUser, requestId: string, key: string = randomUUID()) =>
  callApi('approvePostingRequest', { token: checker.accessToken, params: { requestId }, headers: { 'idempotency-key': key } });

export const reject = (checker: TestUser, requestId: string, reason = 'Not documented') =>
  callApi('rejectPostingRequest', { token: checker.accessToken, params: { requestId }, body: { reason }, headers: { 'idempotency-key': randomUUID() } });
