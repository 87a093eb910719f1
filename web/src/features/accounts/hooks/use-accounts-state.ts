import { useMyAccounts } from '../api/listMyAccounts';
import { accountLabelFrom } from '../lib/account-label';
import { summarizeAccounts } from '../lib/summarize-accounts';

/**
 * The customer's accounts as the screens beside them read them: whether they are there (a new
 * customer's first accounts call opens them), whether loading them failed and how to ask again,
 * each one's label (and the list of them to choose from), and their total balance once known.
 */
export function useAccountsState() {
  const accounts = useMyAccounts();
  const accountLabel = accountLabelFrom(accounts.data?.items);
  return {
    ready: accounts.isSuccess,
    failed: accounts.isError,
    retry: () => accounts.refetch(),
    accountLabel,
    choices: (accounts.data?.items ?? []).map((account) => ({ id: account.id, label: accountLabel(account.id) ?? account.name })),
    totalBalanceCents: accounts.data ? summarizeAccounts(accounts.data.items).totalBalanceCents : null,
  };
}
