/**
 * What the history needs of the customer's accounts: it waits for them (a new customer's first
 * accounts call opens them), fails with them, names them in its rows and an entry's details, and
 * offers them as a filter.
 */
export interface HistoryAccounts {
  ready: boolean;
  failed: boolean;
  retry: () => unknown;
  accountLabel: (accountId: string) => string | null;
  /** Each account and its label, to filter the history by. */
  choices: readonly { id: string; label: string }[];
}
