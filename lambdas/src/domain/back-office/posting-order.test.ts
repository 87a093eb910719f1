import { beforeEach, describe, expect, it } from 'vitest';
import type { AccountRecord } from '../../data/entities/account';
import { postedAction, writesOfOrder, type PostingOrder } from './posting-order';

const account = { id: '01ARZ3NDEKTSV4RRFFQ69G5FAW', userId: 'd2f1c0de-0000-4000-8000-000000000001' } as AccountRecord;
const maker = 'd2f1c0de-0000-4000-8000-000000000002';

describe('a back-office posting order', () => {
  beforeEach(() => {
    process.env.TABLE_NAME = 'test';
  });

  it('posts an adjustment as a signed entry with its adjustment record, naming the maker', () => {
    const order: PostingOrder = { kind: 'adjustment', type: 'adjustment', direction: 'debit', amountCents: 1_500_000, note: 'Reversal' };
    const writes = writesOfOrder(order, account, maker);
    expect(writes.entry).toMatchObject({ type: 'adjustment', amountCents: -1_500_000, description: 'Admin debit adjustment', adjustmentId: writes.adjustmentId });
    expect(writes.records).toHaveLength(1);
    expect(writes.records[0]!.Put!.Item).toMatchObject({ entity: 'adjustment', adminUserId: maker, reason: 'Reversal', amountCents: -1_500_000 });
    expect(writes.audit).toEqual({ adjustmentId: writes.adjustmentId, reason: 'Reversal' });
    expect(postedAction(order)).toBe('account.adjust.debit');
  });

  it('posts a typed posting with its description (or the type when none was given)', () => {
    const order: PostingOrder = { kind: 'posting', type: 'interest', direction: 'credit', amountCents: 2_000_000, note: null };
    const writes = writesOfOrder(order, account, maker);
    expect(writes.entry).toMatchObject({ type: 'interest', amountCents: 2_000_000, description: 'Admin interest', adjustmentId: null });
    expect(writes.records).toEqual([]);
    expect(postedAction(order)).toBe('account.post.interest');
  });
});
