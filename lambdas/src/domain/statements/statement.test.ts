import { describe, expect, it } from 'vitest';
import { ApiError } from '@sandbank/shared';
import type { Statement } from '@sandbank/shared/operations/accounts';
import { wholeMonth } from './statement';

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
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).message).toMatch(/more than 1,000 entries/);
  });
});
