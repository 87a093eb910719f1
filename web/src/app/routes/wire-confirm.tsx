import { WireConfirmScreen } from '../../features/wires/components/wire-confirm-screen';
import { useRefreshBalances } from '../hooks/use-refresh-balances';

/** /wire-transfer/:wireId/confirm: the emailed code places the hold on the customer's money. */
export default function WireConfirmRoute() {
  const refreshBalances = useRefreshBalances();
  return <WireConfirmScreen onMoneyMoved={refreshBalances} />;
}
