import { describe, expect, it } from 'vitest';
import { statementFilename, statementRequestSchema, yearMonthOf } from './statement-request';

const accountId = '01HZX3J7Q5N8W2K4M6P9R0T1VB';

describe('yearMonthOf', () => {
  it('pads the month and uses local time', () => {
    expect(yearMonthOf(new Date(2025, 0, 31, 23, 59))).toBe('2025-01');
    expect(yearMonthOf(new Date(2025, 11, 1))).toBe('2025-12');
  });
});

describe('statementRequestSchema', () => {
  const schema = statementRequestSchema(new Date(2025, 5, 15));
  const messages = (value: unknown) => {
    const result = schema.safeParse(value);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('accepts an account and this month or an earlier one', () => {
    expect(schema.parse({ accountId, month: '2025-06', format: 'pdf' })).toEqual({ accountId, month: '2025-06', format: 'pdf' });
    expect(messages({ accountId, month: '2024-12', format: 'csv' })).toEqual([]);
  });

  it('asks for an account', () => {
    expect(messages({ accountId: '', month: '2025-06', format: 'csv' })).toEqual(['Choose an account']);
  });

  it('refuses months that have not begun and text that is not a month', () => {
    expect(messages({ accountId, month: '2025-07', format: 'csv' })).toEqual(['Choose this month or an earlier one']);
    expect(messages({ accountId, month: '2025-13', format: 'csv' })).toEqual(['Use the form YYYY-MM']);
    expect(messages({ accountId, month: '', format: 'csv' })).toEqual(['Use the form YYYY-MM']);
  });
});

describe('statementFilename', () => {
  it('names the file after the account number, the month and the format', () => {
    expect(statementFilename('CHK00001234', '2025-06', 'csv')).toBe('statement-CHK00001234-2025-06.csv');
    expect(statementFilename('CHK00001234', '2025-06', 'pdf')).toBe('statement-CHK00001234-2025-06.pdf');
  });
});
