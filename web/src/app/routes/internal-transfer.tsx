import { SourceAccountsCard } from '../../features/accounts/components/source-accounts-card';
import { InternalTransferScreen } from '../../features/transfers/components/internal-transfer-screen';
import { useRefreshBalances } from '../hooks/use-refresh-balances';

/** /internal-transfer: money to another customer, from one of the customer's accounts. */
export default function InternalTransferRoute() {
  const refreshBalances = useRefreshBalances();
  return <InternalTransferScreen SourceAccountsCard={SourceAccountsCard} onMoneyMoved={refreshBalances} />;
}
