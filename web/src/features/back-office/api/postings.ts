import type { AdjustmentBody, BodyInput } from '@sandbank/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { approvalsQueryKey } from './approvals';
import { accountsQueryKey } from './listAccounts';
import { usersQueryKey } from './listUsers';

/** Where an adjustment goes: a customer (their first checking account) or one account. */
export type AdjustmentTarget = { kind: 'user'; userId: string } | { kind: 'account'; accountId: string };

export interface AdjustmentRequest {
  target: AdjustmentTarget;
  body: AdjustmentBody;
  /** The same key for every retry of one submission. */
  idempotencyKey: string;
}

const adjust = ({ target, body, idempotencyKey }: AdjustmentRequest) =>
  target.kind === 'user'
    ? api('adjustUserBalance', { params: { userId: target.userId }, body, idempotencyKey })
    : api('adjustAccountBalance', { params: { accountId: target.accountId }, body, idempotencyKey });

/** After money moved, the listings show the new balances; after a posting sent for approval, the approvals show it. */
function useRefreshBalances() {
  const client = useQueryClient();
  return () => Promise.all([usersQueryKey, accountsQueryKey, approvalsQueryKey].map((queryKey) => client.invalidateQueries({ queryKey })));
}

export function useAdjustBalance() {
  const refresh = useRefreshBalances();
  return useMutation({ mutationFn: adjust, retry: false, onSuccess: refresh });
}

export interface PostingRequest {
  accountId: string;
  body: BodyInput<'postAccountTransaction'>;
  idempotencyKey: string;
}

export function usePostTransaction() {
  const refresh = useRefreshBalances();
  return useMutation({
    mutationFn: ({ accountId, body, idempotencyKey }: PostingRequest) =>
      api('postAccountTransaction', { params: { accountId }, body, idempotencyKey }),
    retry: false,
    onSuccess: refresh,
  });
}
