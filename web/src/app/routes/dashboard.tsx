import { AccountCards } from '../../features/accounts/components/account-cards';
import { MyAccountSummary } from '../../features/accounts/components/account-summary';
import { HideBalancesSwitch } from '../../features/accounts/components/hide-balances-switch';
import { LazyDownloadStatementsDialog } from '../../features/accounts/components/lazy-download-statements-dialog';
import { useAccountsState } from '../../features/accounts/hooks/use-accounts-state';
import { useHiddenBalances } from '../../features/accounts/hooks/use-hidden-balances';
import { DashboardScreen } from '../../features/dashboard/components/dashboard-screen';
import { Greeting } from '../../features/profile/components/greeting';
import { BalanceHistory } from '../../features/transactions/components/balance-history';
import { RecentTransactions } from '../../features/transactions/components/recent-transactions';
import { LazyWireDetails } from '../../features/wires/components/lazy-wire-details';

/**
 * /dashboard: the dashboard's parts, each from its feature; the history waits for the accounts,
 * and one switch hides every amount.
 */
export default function DashboardRoute() {
  const accounts = useAccountsState();
  const [balancesHidden, toggleBalances] = useHiddenBalances();
  return (
    <DashboardScreen
      greeting={<Greeting />}
      balancesSwitch={<HideBalancesSwitch hidden={balancesHidden} onToggle={toggleBalances} />}
      accountCards={<AccountCards balancesHidden={balancesHidden} />}
      balanceHistory={<BalanceHistory currentBalanceCents={accounts.totalBalanceCents} enabled={accounts.ready} hidden={balancesHidden} />}
      recentTransactions={
        <RecentTransactions accounts={accounts} wireDetails={(wireId) => <LazyWireDetails wireId={wireId} />} amountsHidden={balancesHidden} />
      }
      accountSummary={<MyAccountSummary balancesHidden={balancesHidden} />}
      statementsDialog={(show, onClose) => <LazyDownloadStatementsDialog show={show} onClose={onClose} />}
    />
  );
}
