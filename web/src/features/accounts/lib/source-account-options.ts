import type { Account } from '@sandbank/shared';
import type { SourceAccountOption } from '../../../components/domain/source-account-field';
import { maskedAccountNumber } from './masked-account-number';

/** The customer's accounts as the choices of a money form's "From account". */
export const sourceAccountOptions = (accounts: readonly Account[]): SourceAccountOption[] =>
  accounts.map((account) => ({
    id: account.id,
    name: account.name,
    maskedNumber: maskedAccountNumber(account.number),
    balanceCents: account.balanceCents,
  }));
