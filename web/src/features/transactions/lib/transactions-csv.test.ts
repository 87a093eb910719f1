import { describe, expect, it } from 'vitest';
import { sampleTransaction } from '../../../test/sample-transaction';
import { transactionsExportFilename, transactionsToCsv } from './transactions-csv';

const base = sampleTransaction;

describe('transactionsToCsv', () => {
  it('writes the header and one CRLF-terminated row per transaction', () => {
    const csv = transactionsToCsv([
      base,
      { ...base, type: 'transfer', amountCents: -5_000, description: 'Transfer to b@example.com', reference: '01HZX3J7Q5N8W2K4M6P9R0T1VC', note: 'Rent, June', createdAt: '2025-06-29T08:30:00.000Z' },
    ]);
    expect(csv).toBe(
      'Date,Description,Type,Status,Amount,Reference,Account,Note\r\n' +
        `2025-06-30T12:00:00.000Z,Salary,deposit,completed,3200.00,,${base.accountId},\r\n` +
        `2025-06-29T08:30:00.000Z,Transfer to b@example.com,transfer,completed,-50.00,01HZX3J7Q5N8W2K4M6P9R0T1VC,${base.accountId},"Rent, June"\r\n`,
    );
  });

  it("names each entry's account by its label when the page knows it", () => {
    const labels = (accountId: string) => (accountId === base.accountId ? 'Everyday Checking •••• 1234' : null);
    const csv = transactionsToCsv([base, { ...base, accountId: '01HZX3J7Q5N8W2K4M6P9R0T1VD' }], labels);
    expect(csv.split('\r\n').slice(1, 3).map((line) => line.split(',')[6])).toEqual(['Everyday Checking •••• 1234', '01HZX3J7Q5N8W2K4M6P9R0T1VD']);
  });

  it('writes amounts as plain decimals from integer cents', () => {
    const amounts = [1, -1, 99, 100, -123_456_789, 0].map(
      (amountCents) => transactionsToCsv([{ ...base, amountCents }]).split('\r\n')[1]?.split(',')[4],
    );
    expect(amounts).toEqual(['0.01', '-0.01', '0.99', '1.00', '-1234567.89', '0.00']);
  });

  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    const csv = transactionsToCsv([{ ...base, description: '=HYPERLINK("x"), "quoted"\nline', reference: '+1' }]);
    expect(csv.slice(csv.indexOf('\r\n') + 2)).toBe(`2025-06-30T12:00:00.000Z,"'=HYPERLINK(""x""), ""quoted""\nline",deposit,completed,3200.00,'+1,${base.accountId},\r\n`);
  });

  it('is only the header for no transactions', () => {
    expect(transactionsToCsv([])).toBe('Date,Description,Type,Status,Amount,Reference,Account,Note\r\n');
  });
});

describe('transactionsExportFilename', () => {
  it('is dated by the local day', () => {
    expect(transactionsExportFilename(new Date(2025, 0, 5, 23, 59))).toBe('transactions-2025-01-05.csv');
  });
});
