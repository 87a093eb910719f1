import { csvDocument, csvLine, csvText } from '@sandbank/shared/csv';
import { notFound } from '@sandbank/shared/errors';
import { countsTowardsBalance } from '@sandbank/shared/ledger';
import { apiMessages } from '@sandbank/shared/messages';
import { centsToDecimalString } from '@sandbank/shared/money';
import type { Statement } from '@sandbank/shared/operations/accounts';
import { accountOfUser } from '../../data/entities/account';
import { entriesOfAccount } from '../../data/entities/transaction';
import type { Caller } from '../caller';
import { toTransactionView } from '../ledger/entries';

/** The first moment of a YYYY-MM month and of the month after it (UTC). */
function monthBounds(month: string): { start: Date; end: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return { start: new Date(Date.UTC(year, monthNumber - 1, 1)), end: new Date(Date.UTC(year, monthNumber, 1)) };
}

/**
 * A month of one of the caller's accounts: the opening balance is the sum of every counted
 * entry before the month, the closing balance adds the month's counted entries, so the
 * statement reconciles with the ledger by construction.
 */
export async function getAccountStatement(caller: Caller, accountId: string, month: string): Promise<Statement> {
  const account = await accountOfUser(caller.userId, accountId);
  if (!account) throw notFound(apiMessages.accountNotFound);
  const { start, end } = monthBounds(month);
  const entries = await entriesOfAccount(account.id, { until: new Date(end.getTime() - 1) });
  const startTime = start.toISOString();
  const before = entries.filter((entry) => entry.createdAt < startTime);
  const during = entries.filter((entry) => entry.createdAt >= startTime);
  const sum = (list: typeof entries) => list.filter(countsTowardsBalance).reduce((total, entry) => total + entry.amountCents, 0);
  const counted = during.filter(countsTowardsBalance);
  const openingBalanceCents = sum(before);
  return {
    account: { id: account.id, name: account.name, number: account.number, type: account.type },
    month,
    openingBalanceCents,
    closingBalanceCents: openingBalanceCents + sum(during),
    totalCreditsCents: counted.filter((entry) => entry.amountCents > 0).reduce((total, entry) => total + entry.amountCents, 0),
    totalDebitsCents: counted.filter((entry) => entry.amountCents < 0).reduce((total, entry) => total + entry.amountCents, 0),
    entries: during.map(toTransactionView),
  };
}

/** The statement as CSV: a header block, one row per entry, and the closing balance. */
export function statementToCsv(statement: Statement): string {
  const amount = centsToDecimalString;
  return csvDocument([
    csvLine(['Account', csvText(statement.account.name)]),
    csvLine(['Account number', csvText(statement.account.number)]),
    csvLine(['Month', statement.month]),
    csvLine(['Opening balance', amount(statement.openingBalanceCents)]),
    '',
    csvLine(['Date', 'Description', 'Type', 'Status', 'Amount', 'Reference']),
    ...statement.entries.map((entry) =>
      csvLine([
        entry.createdAt,
        csvText(entry.description),
        entry.type,
        entry.status,
        amount(entry.amountCents),
        csvText(entry.reference ?? ''),
      ]),
    ),
    '',
    csvLine(['Total credits', amount(statement.totalCreditsCents)]),
    csvLine(['Total debits', amount(statement.totalDebitsCents)]),
    csvLine(['Closing balance', amount(statement.closingBalanceCents)]),
  ]);
}
