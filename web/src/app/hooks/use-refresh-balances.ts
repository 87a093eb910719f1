import { useQueryClient } from '@tanstack/react-query';
import { accountsQueryKey } from '../../features/accounts/api/listMyAccounts';
import { transactionsQueryKey } from '../../features/transactions/api/listMyTransactions';

/** Reads the customer's balances and history again, for a screen that just moved their money. */
export function useRefreshBalances() {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of [accountsQueryKey, transactionsQueryKey]) void queryClient.invalidateQueries({ queryKey });
  };
}
