import { useAccountsState } from '../../features/accounts/hooks/use-accounts-state';
import { TransactionsScreen } from '../../features/transactions/components/transactions-screen';
import { LazyWireDetails } from '../../features/wires/components/lazy-wire-details';

/** /transactions (`?transaction={id}` opens that entry's details): the history, with the accounts it waits for. */
export default function TransactionsRoute() {
  const accounts = useAccountsState();
  return <TransactionsScreen accounts={accounts} wireDetails={(wireId) => <LazyWireDetails wireId={wireId} />} />;
}
