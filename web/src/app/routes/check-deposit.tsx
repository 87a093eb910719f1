import { SourceAccountsCard } from '../../features/accounts/components/source-accounts-card';
import { CheckDepositScreen } from '../../features/checks/components/check-deposit-screen';

/** /check-deposit: a check into one of the customer's accounts, and the checks deposited before. */
export default function CheckDepositRoute() {
  return <CheckDepositScreen SourceAccountsCard={SourceAccountsCard} />;
}
