/**
 * What the history needs of the customer's accounts: it waits for them (a new customer's first
 * accounts call opens them), fails with them, and names them in an entry's details.
 */
export interface HistoryAccounts {
  ready: boolean;
  failed: boolean;
  retry: () => unknown;
  accountLabel: (accountId: string) => string | null;
}
