import type { QueryInput, Transaction } from '@sandbank/shared';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const transactionsQueryKey = ['listMyTransactions'] as const;

type ListQuery = QueryInput<'listMyTransactions'>;

export const listMyTransactions = (query: ListQuery, signal?: AbortSignal) =>
  api('listMyTransactions', { query, signal });

/**
 * Transactions wait for the accounts query: a new customer's first `listMyAccounts` call opens
 * their accounts, and asking for history before that would show an empty list.
 */
interface WaitForAccounts {
  enabled?: boolean;
}

/** The newest transactions, e.g. the dashboard's recent list. */
export function useRecentTransactions(limit: number, { enabled = true }: WaitForAccounts = {}) {
  return useQuery({
    queryKey: [...transactionsQueryKey, 'recent', limit],
    queryFn: ({ signal }) => listMyTransactions({ limit }, signal),
    enabled,
  });
}

/** The whole history, newest first, one page at a time ("Load more"). */
export function useTransactionPages(
  { type, pageSize = 20 }: { type?: ListQuery['type']; pageSize?: number } = {},
  { enabled = true }: WaitForAccounts = {},
) {
  return useInfiniteQuery({
    queryKey: [...transactionsQueryKey, 'pages', type ?? 'all', pageSize],
    queryFn: ({ pageParam, signal }) =>
      listMyTransactions({ limit: pageSize, ...(type ? { type } : {}), ...(pageParam ? { cursor: pageParam } : {}) }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    enabled,
  });
}

const PAGE_SIZE_FOR_PERIODS = 100;
/** Upper bound on pages read for a period, so a huge history cannot stall the dashboard. */
const MAX_PAGES_FOR_PERIODS = 20;

/** Every transaction made since `since` (newest first), read page by page until older ones appear. */
export async function fetchTransactionsSince(since: Date, signal?: AbortSignal): Promise<Transaction[]> {
  const collected: Transaction[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES_FOR_PERIODS; page += 1) {
    const result = await listMyTransactions(
      { limit: PAGE_SIZE_FOR_PERIODS, ...(cursor ? { cursor } : {}) },
      signal,
    );
    collected.push(...result.items);
    const oldest = result.items.at(-1);
    cursor = result.nextCursor;
    if (!cursor || !oldest || Date.parse(oldest.createdAt) < since.getTime()) break;
  }
  return collected.filter((transaction) => Date.parse(transaction.createdAt) >= since.getTime());
}

export function useTransactionsOfLastDays(days: number, { enabled = true }: WaitForAccounts = {}) {
  return useQuery({
    queryKey: [...transactionsQueryKey, 'last-days', days],
    queryFn: ({ signal }) => {
      const now = new Date();
      const since = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1));
      return fetchTransactionsSince(since, signal);
    },
    enabled,
  });
}
