import { describe, expect, it } from 'vitest';
import { HttpError } from '@sandbank/shared';
import type { Statement } from '@sandbank/shared/operations/accounts';
import { statementModel, statementToCsv, wholeMonth } from './statement';

const statement = (nextCursor: string | null): Statement => ({
  account: { id: '01ARZ3NDEKTSV4RRFFQ69G5FAV', name: 'Everyday Checking', number: 'CHK0000000001', type: 'checking' },
  month: '2026-05',
  openingBalanceCents: 0,
  closingBalanceCents: 0,
  totalCreditsCents: 0,
  totalDebitsCents: 0,
  entries: [],
  nextCursor,
});

describe('a CSV statement', () => {
  it('is the whole month when one call read all of its entries', () => {
    expect(wholeMonth(statement(null))).toEqual(statement(null));
  });

  it('is refused with 409 when the month has more entries than one call reads, never cut short', () => {
    const error = (() => {
      try {
        wholeMonth(statement('cursor'));
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(409);
    expect((error as HttpError).message).toMatch(/more than 1,000 entries/);
  });
});

describe('the statement model both files are made from', () => {
  const entry = (amountCents: number, status: 'completed' | 'pending' | 'failed') => ({
    id: '01ARZ3NDEKTSV4RRFFQ69G5FAV',
    accountId: '01ARZ3NDEKTSV4RRFFQ69G5FAV',
    type: 'deposit' as const,
    status,
    amountCents,
    description: '=SUM(A1)',
    createdAt: '2026-05-03T10:00:00.000Z',
    reference: null,
    note: null,
    transferId: null,
    wireId: null,
    checkId: null,
    adjustmentId: null,
  });

  it('runs the balance from the opening balance over the counted entries, a failed one leaving it as it was', () => {
    const model = statementModel({
      ...statement(null),
      openingBalanceCents: 10_000,
      closingBalanceCents: 10_500,
      entries: [entry(1_000, 'completed'), entry(-200, 'failed'), entry(-500, 'pending')],
    });
    expect(model.lines.map((line) => line.balanceCents)).toEqual([11_000, 11_000, 10_500]);
    expect(model.lines.at(-1)?.balanceCents).toBe(model.closingBalanceCents);
  });

  it('writes each entry with its balance in the CSV, formulas defused', () => {
    const model = statementModel({ ...statement(null), openingBalanceCents: 10_000, closingBalanceCents: 11_000, entries: [entry(1_000, 'completed')] });
    const lines = statementToCsv(model).split('\r\n');
    expect(lines).toContain('Date,Description,Type,Status,Amount,Reference,Balance');
    expect(lines).toContain("2026-05-03T10:00:00.000Z,'=SUM(A1),deposit,completed,10.00,,110.00");
  });

  it('refuses a month it could not read whole', () => {
    expect(() => statementModel(statement('cursor'))).toThrow(HttpError);
  });
});
