import { beforeEach, describe, expect, it } from 'vitest';
import { endHoldWrites } from './holds';

const held = [
  { id: '01JTX0000000000000000000AA', userId: 'user-1', accountId: '01ARZ3NDEKTSV4RRFFQ69G5FAV', amountCents: -10_000 },
  { id: '01JTX0000000000000000000AB', userId: 'user-1', accountId: '01ARZ3NDEKTSV4RRFFQ69G5FAV', amountCents: -2_500 },
];

beforeEach(() => {
  process.env.TABLE_NAME = 'test';
});

describe('ending a hold', () => {
  it('completed: settles each entry (only if still pending) and releases the pending total; the balance already had them', () => {
    const items = endHoldWrites(held, 'completed');
    expect(items).toHaveLength(3);
    expect(items.slice(0, 2).map((item) => item.Update!.ExpressionAttributeValues)).toEqual([
      { ':status': 'completed', ':pending': 'pending' },
      { ':status': 'completed', ':pending': 'pending' },
    ]);
    expect(items[0]!.Update!.ConditionExpression).toBe('#status = :pending');
    const account = items[2]!.Update!;
    expect(account.UpdateExpression).toBe('SET pendingCents = pendingCents - :held, version = version + :one');
    expect(account.ExpressionAttributeValues).toEqual({ ':held': -12_500, ':one': 1 });
  });

  it('failed: the entries fail, the balance gets amount and fee back, their month and the bank counters stop counting them', () => {
    const items = endHoldWrites(held, 'failed');
    const account = items[2]!.Update!;
    expect(account.UpdateExpression).toContain('balanceCents = balanceCents - :held');
    const month = items[3]!.Update!;
    expect(month.Key!.sk).toMatch(/^MONTH#01ARZ3NDEKTSV4RRFFQ69G5FAV#\d{4}-\d{2}$/);
    expect(month.ExpressionAttributeValues).toMatchObject({ ':net': 12_500, ':debits': 12_500, ':credits': 0, ':count': -2 });
    const totals = items[4]!.Update!;
    expect(totals.Key!.sk).toBe('TOTALS');
    expect(totals.ExpressionAttributeValues).toMatchObject({ ':balanceCents': 12_500, ':entries': 0 });
    expect(items).toHaveLength(5);
  });

  it('is one account at a time', () => {
    expect(() => endHoldWrites([held[0]!, { ...held[1]!, accountId: '01ARZ3NDEKTSV4RRFFQ69G5FAW' }], 'completed')).toThrow();
    expect(() => endHoldWrites([], 'completed')).toThrow();
  });
});
