import { SourceAccountsCard } from '../../features/accounts/components/source-accounts-card';
import { WireTransferScreen } from '../../features/wires/components/wire-transfer-screen';

/** /wire-transfer: a wire to another bank, from one of the customer's accounts. */
export default function WireTransferRoute() {
  return <WireTransferScreen SourceAccountsCard={SourceAccountsCard} />;
}
