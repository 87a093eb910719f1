import { beforeEach, describe, expect, it } from 'vitest';
import { newEntry } from './entries';
import { endHoldWrites } from './holds';

const pending = { userId: 'user-1', accountId: '01ARZ3NDEKTSV4RRFFQ69G5FAV', status: 'pending' as const, description: 'Wire Transfer to Northwind' };
const held = [
  { ...newEntry({ ...pending, id: '01JTX0000000000000000000AA', type: 'wire_transfer', amountCents: -10_000 }), contra: 'wireClearing' as const },
  { ...newEntry({ ...pending, id: '01JTX0000000000000000000AB', type: 'fee', amountCents: -2_500 }), contra: 'feeIncome' as const },
];

/** The events among the writes: Puts of `entity: 'event'`. */
const eventsOf = (items: ReturnType<typeof endHoldWrites>) => items.flatMap((item) => (item.Put?.Item?.entity === 'event' ? [item.Put.Item] : []));

beforeEach(() => {
  process.env.TABLE_NAME = 'test';
});

describe('ending a hold', () => {
  it('completed: settles each entry (only if still pending) and releases the pending total; the balance already had them', () => {
    const items = endHoldWrites(held, 'completed');
    expect(items).toHaveLength(5);
    expect(items.slice(0, 2).map((item) => item.Update!.ExpressionAttributeValues)).toEqual([
      { ':status': 'completed', ':pending': 'pending', ':contra': 'wireClearing' },
      { ':status': 'completed', ':pending': 'pending', ':contra': 'feeIncome' },
    ]);
    // Posted once: only while pending, and only with the bank side it was read with.
    expect(items[0]!.Update!.ConditionExpression).toBe('#status = :pending AND contra = :contra');
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
    // Voided: the bank accounts that held the other sides give them back, so the bank still sums to zero.
    expect(totals.ExpressionAttributeValues).toMatchObject({ ':balanceCents': 12_500, ':entries': 0, ':wireClearingCents': -10_000, ':feeIncomeCents': -2_500 });
    expect(items).toHaveLength(7);
  });

  it("tells each entry's owner it settled, with the entry as its final status shows it", () => {
    for (const outcome of ['completed', 'failed'] as const) {
      const events = eventsOf(endHoldWrites(held, outcome));
      expect(events.map((event) => [event.userId, event.type, event.data])).toEqual(
        held.map(({ userId, contra: _contra, ...entry }) => [userId, 'entry.settled', { ...entry, status: outcome }]),
      );
      expect(events[0]!.pk).toBe('USER#user-1');
    }
  });

  it('is one account at a time', () => {
    expect(() => endHoldWrites([held[0]!, { ...held[1]!, accountId: '01ARZ3NDEKTSV4RRFFQ69G5FAW' }], 'completed')).toThrow();
    expect(() => endHoldWrites([], 'completed')).toThrow();
  });
});
