import { AccountCards } from '../../features/accounts/components/account-cards';
import { MyAccountSummary } from '../../features/accounts/components/account-summary';
import { LazyDownloadStatementsDialog } from '../../features/accounts/components/lazy-download-statements-dialog';
import { useAccountsState } from '../../features/accounts/hooks/use-accounts-state';
import { DashboardScreen } from '../../features/dashboard/components/dashboard-screen';
import { Greeting } from '../../features/profile/components/greeting';
import { BalanceHistory } from '../../features/transactions/components/balance-history';
import { RecentTransactions } from '../../features/transactions/components/recent-transactions';
import { LazyWireDetails } from '../../features/wires/components/lazy-wire-details';

/** /dashboard: the dashboard's parts, each from its feature; the history waits for the accounts. */
export function DashboardRoute() {
  const accounts = useAccountsState();
  return (
    <DashboardScreen
      greeting={<Greeting />}
      accountCards={<AccountCards />}
      balanceHistory={<BalanceHistory currentBalanceCents={accounts.totalBalanceCents} enabled={accounts.ready} />}
      recentTransactions={<RecentTransactions accounts={accounts} wireDetails={(wireId) => <LazyWireDetails wireId={wireId} />} />}
      accountSummary={<MyAccountSummary />}
      statementsDialog={(show, onClose) => <LazyDownloadStatementsDialog show={show} onClose={onClose} />}
    />
  );
}
