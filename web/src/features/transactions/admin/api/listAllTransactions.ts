import type { BankTransaction, TransactionTotals } from '@sandbank/shared';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { fillPage, type ListingPage } from '../../../../lib/fill-page';

export interface BankTransactionsPage extends ListingPage<BankTransaction> {
  totals: TransactionTotals;
}

/**
 * Every customer's transactions matching the search, newest first, one page at a time ("Load
 * more"); a page is filled from several requests when the search matches little (lib/fill-page.ts).
 * Each answer carries the bank's totals; the newest answer's are shown.
 */
export function useBankTransactions({ q, pageSize = 25 }: { q: string; pageSize?: number }) {
  return useInfiniteQuery({
    queryKey: ['listAllTransactions', q, pageSize],
    queryFn: async ({ pageParam, signal }): Promise<BankTransactionsPage> => {
      let totals: TransactionTotals | undefined;
      const page = await fillPage(
        async (cursor, limit) => {
          const answer = await api('listAllTransactions', { query: { limit, ...(q ? { q } : {}), ...(cursor ? { cursor } : {}) }, signal });
          totals = answer.totals;
          return answer;
        },
        { pageSize, start: pageParam },
      );
      // fillPage asks at least once, and every answer has totals.
      return { ...page, totals: totals! };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    placeholderData: keepPreviousData,
  });
}
