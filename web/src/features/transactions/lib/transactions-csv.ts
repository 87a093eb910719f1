import { centsToDecimalString, csvDocument, csvLine, csvText, type Transaction } from '@sandbank/shared';

export const transactionCsvColumns = ['Date', 'Description', 'Type', 'Status', 'Amount', 'Reference', 'Account', 'Note'] as const;

/**
 * The Export file of the transactions page: a header row and one row per transaction, in the
 * columns of the statement CSV, then the entry's account (its label, else its id) and the
 * customer's note. Amounts are plain signed decimals ("-50.00"), dates the ISO timestamps the API
 * gives, and every text cell is escaped and defused by the shared helpers.
 */
export function transactionsToCsv(transactions: readonly Transaction[], accountLabel: (accountId: string) => string | null = () => null): string {
  return csvDocument([
    csvLine(transactionCsvColumns),
    ...transactions.map((transaction) =>
      csvLine([
        csvText(transaction.createdAt),
        csvText(transaction.description),
        csvText(transaction.type),
        csvText(transaction.status),
        centsToDecimalString(transaction.amountCents),
        csvText(transaction.reference ?? ''),
        csvText(accountLabel(transaction.accountId) ?? transaction.accountId),
        csvText(transaction.note ?? ''),
      ]),
    ),
  ]);
}

/** 'transactions-YYYY-MM-DD.csv', dated by the local day of the export. */
export function transactionsExportFilename(now: Date): string {
  const day = [now.getFullYear(), String(now.getMonth() + 1).padStart(2, '0'), String(now.getDate()).padStart(2, '0')].join('-');
  return `transactions-${day}.csv`;
}
