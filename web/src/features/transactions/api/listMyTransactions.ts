import type { QueryInput, Transaction } from '@sandbank/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useListingPages } from '../../../lib/listing-pages';

export const transactionsQueryKey = ['listMyTransactions'] as const;

type ListQuery = QueryInput<'listMyTransactions'>;

/** The filter part of a list query: everything but the page position and size. */
export type TransactionListFilters = Omit<ListQuery, 'cursor' | 'limit'>;

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

/**
 * The history matching some filters, newest first, one page at a time ("Load more"). The server
 * reads a bounded slice of history per request, so a page is filled from several requests when the
 * filters match little (lib/listing-pages.ts) and may still come back short, or empty, with more to
 * load. While a new filter loads, the previous result stays on screen (`isPlaceholderData`).
 */
export function useTransactionPages(
  { filters = {}, pageSize = 20 }: { filters?: TransactionListFilters; pageSize?: number } = {},
  { enabled = true }: WaitForAccounts = {},
) {
  return useListingPages({
    queryKey: [...transactionsQueryKey, 'pages', filters, pageSize],
    fetchPage: (page, signal) => listMyTransactions({ ...filters, ...page }, signal),
    pageSize,
    enabled,
  });
}

const PAGE_SIZE_FOR_EXPORT = 100;
/**
 * Guards against a server that would hand out cursors forever; far above any sandbox history
 * (each request reads up to a few hundred entries, so this is hundreds of thousands of them).
 */
const MAX_PAGES_FOR_EXPORT = 1_000;

/** Every transaction matching the filters, newest first: all pages, for the Export file. */
export async function fetchAllTransactions(filters: TransactionListFilters, signal?: AbortSignal): Promise<Transaction[]> {
  const collected: Transaction[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES_FOR_EXPORT; page += 1) {
    const result = await listMyTransactions({ ...filters, limit: PAGE_SIZE_FOR_EXPORT, ...(cursor ? { cursor } : {}) }, signal);
    collected.push(...result.items);
    cursor = result.nextCursor;
    if (!cursor) return collected;
  }
  throw new Error('The history is too long to export at once. Narrow it down with the filters.');
}

/**
 * Every transaction made since `since`, newest first. The API filters by whole UTC days; the
 * rest of the first day is trimmed here.
 */
export async function fetchTransactionsSince(since: Date, signal?: AbortSignal): Promise<Transaction[]> {
  const fromDay = since.toISOString().slice(0, 10);
  const transactions = await fetchAllTransactions({ from: fromDay }, signal);
  return transactions.filter((transaction) => Date.parse(transaction.createdAt) >= since.getTime());
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
