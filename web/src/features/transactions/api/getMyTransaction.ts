import type { Transaction } from '@sandbank/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { transactionsQueryKey } from './listMyTransactions';

export const getMyTransaction = (transactionId: string, signal?: AbortSignal) =>
  api('getMyTransaction', { params: { transactionId }, signal });

/** One transaction, fresh from the API; shows the list's copy while it loads. */
export function useMyTransaction(transactionId: string | null, listed?: Transaction) {
  return useQuery({
    queryKey: [...transactionsQueryKey, 'one', transactionId],
    queryFn: ({ signal }) => getMyTransaction(transactionId ?? '', signal),
    enabled: transactionId !== null,
    ...(listed ? { placeholderData: listed } : {}),
  });
}
