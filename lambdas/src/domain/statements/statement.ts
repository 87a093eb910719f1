import { csvDocument, csvLine, csvText } from '@sandbank/shared/csv';
import { conflict, notFound } from '@sandbank/shared/errors';
import { apiMessages } from '@sandbank/shared/messages';
import { centsToDecimalString } from '@sandbank/shared/money';
import { STATEMENT_ENTRIES_PER_CALL, type Statement } from '@sandbank/shared/operations/accounts';
import type { Transaction } from '@sandbank/shared/schemas/transaction';
import { accountOfUser } from '../../data/entities/account';
import { monthOfAccount, monthsOfAccountBefore } from '../../data/entities/account-month';
import { entriesOfAccountInMonth } from '../../data/entities/transaction';
import type { Caller } from '../caller';
import { toTransactionView } from '../ledger/entries';

function monthBounds(month: string): { start: Date; end: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return { start: new Date(Date.UTC(year, monthNumber - 1, 1)), end: new Date(Date.UTC(year, monthNumber, 1)) };
}

/**
 * The opening balance is what earlier months add up to (data/entities/account-month.ts), so a statement reads
 * one small item per month and the month's own entries, never the whole history.
 */
export async function getAccountStatement(caller: Caller, accountId: string, query: { month: string; cursor?: string }): Promise<Statement> {
  const account = await accountOfUser(caller.userId, accountId);
  if (!account) throw notFound(apiMessages.accountNotFound);
  const { month } = query;
  const [earlier, own, page] = await Promise.all([
    monthsOfAccountBefore(caller.userId, account.id, month),
    monthOfAccount(caller.userId, account.id, month),
    entriesOfAccountInMonth(caller.userId, account.id, { name: month, ...monthBounds(month) }, { cursor: query.cursor, limit: STATEMENT_ENTRIES_PER_CALL }),
  ]);
  const openingBalanceCents = earlier.reduce((total, item) => total + item.netCents, 0);
  return {
    account: { id: account.id, name: account.name, number: account.number, type: account.type },
    month,
    openingBalanceCents,
    closingBalanceCents: openingBalanceCents + (own?.netCents ?? 0),
    totalCreditsCents: own?.creditsCents ?? 0,
    totalDebitsCents: own?.debitsCents ?? 0,
    entries: page.items.map(toTransactionView),
    nextCursor: page.nextCursor,
  };
}

/** A file holds the whole month, so a month with more entries than one call reads is refused. */
export function wholeMonth(statement: Statement): Statement {
  if (statement.nextCursor !== null) {
    throw conflict(
      `This month has more than ${STATEMENT_ENTRIES_PER_CALL.toLocaleString('en-US')} entries, too many for one CSV or PDF statement; the JSON statement pages through them`,
    );
  }
  return statement;
}

/** Failed entries are listed but leave the balance as it was. */
export interface StatementLine {
  entry: Transaction;
  balanceCents: number;
}

export interface StatementModel extends Statement {
  lines: StatementLine[];
}

/** CSV and PDF are both made from this one model, so they agree to the cent. */
export function statementModel(statement: Statement): StatementModel {
  let balanceCents = statement.openingBalanceCents;
  const lines = wholeMonth(statement).entries.map((entry) => {
    if (entry.status !== 'failed') balanceCents += entry.amountCents;
    return { entry, balanceCents };
  });
  return { ...statement, lines };
}

export const statementFilename = (statement: Pick<Statement, 'account' | 'month'>, extension: 'csv' | 'pdf') =>
  `statement-${statement.account.number}-${statement.month}.${extension}`;

/** The statement as CSV: a header block, one row per entry with the balance after it, and the closing balance. */
export function statementToCsv(statement: StatementModel): string {
  const amount = centsToDecimalString;
  return csvDocument([
    csvLine(['Account', csvText(statement.account.name)]),
    csvLine(['Account number', csvText(statement.account.number)]),
    csvLine(['Month', statement.month]),
    csvLine(['Opening balance', amount(statement.openingBalanceCents)]),
    '',
    csvLine(['Date', 'Description', 'Type', 'Status', 'Amount', 'Reference', 'Balance']),
    ...statement.lines.map(({ entry, balanceCents }) =>
      csvLine([
        entry.createdAt,
        csvText(entry.description),
        entry.type,
        entry.status,
        amount(entry.amountCents),
        csvText(entry.reference ?? ''),
        amount(balanceCents),
      ]),
    ),
    '',
    csvLine(['Total credits', amount(statement.totalCreditsCents)]),
    csvLine(['Total debits', amount(statement.totalDebitsCents)]),
    csvLine(['Closing balance', amount(statement.closingBalanceCents)]),
  ]);
}
