import { describe, expect, it } from 'vitest';
import { ListTransactionsQuery } from './transactions';

describe('transaction list query', () => {
  it('defaults the page size and coerces it from text', () => {
    expect(ListTransactionsQuery.parse({})).toEqual({ limit: 20 });
    expect(ListTransactionsQuery.parse({ limit: '5', type: 'deposit' })).toEqual({ limit: 5, type: 'deposit' });
  });

  it('rejects unknown types, huge pages and unknown parameters', () => {
    expect(ListTransactionsQuery.safeParse({ type: 'gift' }).success).toBe(false);
    expect(ListTransactionsQuery.safeParse({ limit: '1000' }).success).toBe(false);
    expect(ListTransactionsQuery.safeParse({ sort: 'asc' }).success).toBe(false);
  });
});
