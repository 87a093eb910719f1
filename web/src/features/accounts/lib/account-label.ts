import type { Account } from '@sandbank/shared';
import { maskedAccountNumber } from './masked-account-number';

/** 'Everyday Checking •••• 1234' for an account id among the customer's accounts, else null. */
export const accountLabelFrom =
  (accounts: readonly Pick<Account, 'id' | 'name' | 'number'>[] | undefined) =>
  (accountId: string): string | null => {
    const account = accounts?.find((item) => item.id === accountId);
    return account ? `${account.name} ${maskedAccountNumber(account.number)}` : null;
  };
