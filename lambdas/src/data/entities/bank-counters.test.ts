import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { bankAccountIds, type BankAccountId } from '@sandbank/shared/ledger';
import { countBankSide, countChange, countRemoval } from './bank-counters';
import type { TransactionRecord } from './transaction';

/*
 * Removing what was counted takes off exactly what counting it added: a removed test customer's
 * entries leave the totals of entries by direction as they entered them, and the total balance
 * does not move (its accounts were emptied by entries first). An entry of before double entry given
 * its other side moves the bank's accounts as counting it with that side would have.
 */

beforeAll(() => {
  process.env.TABLE_NAME = 'test';
});

const entry = (amountCents: number, index: number): TransactionRecord => ({
  id: `01J0000000000000000000000${index % 10}`,
  userId: 'u-1',
  accountId: 'a-1',
  type: 'adjustment',
  amountCents,
  description: 'x',
  status: 'completed',
  createdAt: '2026-11-26T12:00:00.000Z',
  reference: null,
  note: null,
  transferId: null,
  wireId: null,
  checkId: null,
  adjustmentId: null,
});

/** The ADD amounts of a totals update, by field. */
function added(update: ReturnType<typeof countRemoval>): Record<string, number> {
  const { ExpressionAttributeNames: names = {}, ExpressionAttributeValues: values = {} } = update.Update!;
  return Object.fromEntries(Object.entries(names).map(([name, field]) => [field, values[`:${name.slice(1)}`] as number]));
}

describe('countRemoval', () => {
  it('takes off the totals exactly what counting the same entries, customer and accounts added, and never the balance', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1_000_000, max: 1_000_000 }).filter((cents) => cents !== 0), { maxLength: 30 }), fc.nat({ max: 3 }), (amounts, accounts) => {
        const entries = amounts.map(entry);
        const counted = added(countChange({ users: 1, accounts, entries }, 0)[0]!);
        const removed = added(countRemoval({ users: 1, accounts, entries }, 0));
        for (const field of ['users', 'accounts', 'entries', 'creditCount', 'creditCents', 'debitCount', 'debitCents']) {
          expect(counted[field]! + removed[field]!, field).toBe(0);
        }
        expect(removed.balanceCents).toBe(0);
      }),
    );
  });

  it('writes one totals item of the shard it is given, and no day', () => {
    const update = countRemoval({ accounts: 3, entries: [entry(500, 1), entry(-200, 2)] }, 7);
    expect(update.Update!.Key).toEqual({ pk: 'STATS#07', sk: 'TOTALS' });
    expect(added(update)).toMatchObject({ accounts: -3, entries: -2, creditCount: -1, creditCents: -500, debitCount: -1, debitCents: 200 });
    expect(Object.is(added(update).users, 0)).toBe(true);
  });
});

describe('countBankSide', () => {
  const bankFields = ['islandFundingCents', ...bankAccountIds.map((id) => `${id}Cents`)];
  const sided = fc.record({
    amountCents: fc.integer({ min: -1_000_000, max: 1_000_000 }).filter((cents) => cents !== 0),
    contra: fc.option(fc.constantFrom(...bankAccountIds), { nil: undefined }),
    island: fc.option(fc.constant('sandbox'), { nil: undefined }),
  });
  const written = ({ amountCents, contra, island }: { amountCents: number; contra?: BankAccountId; island?: string }, index: number): TransactionRecord => ({
    ...entry(amountCents, index),
    ...(contra ? { contra } : {}),
    ...(island ? { island } : {}),
  });

  it("moves the bank's accounts and the islands' funding from what counting the entries as written did to what counting them as given does, and nothing else", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(sided, sided), { maxLength: 30 }), (pairs) => {
        const from = pairs.map(([before], index) => written(before, index));
        const to = pairs.map(([before, given], index) => written({ ...given, amountCents: before.amountCents }, index));
        const countedFrom = added(countChange({ entries: from }, 0)[0]!);
        const countedTo = added(countChange({ entries: to }, 0)[0]!);
        const moved = added(countBankSide({ from, to }, 0));
        expect(Object.keys(moved).sort()).toEqual([...bankFields].sort());
        for (const field of bankFields) expect(moved[field], field).toBe(countedTo[field]! - countedFrom[field]!);
      }),
    );
  });

  it('writes one totals item of the shard it is given: minus each entry on the account now holding its other side', () => {
    const update = countBankSide(
      {
        from: [entry(-1_500_00, 1), entry(-25_00, 2), { ...entry(4_000, 3), contra: 'sandboxFunding' }],
        to: [
          { ...entry(-1_500_00, 1), contra: 'wireClearing' },
          { ...entry(-25_00, 2), contra: 'feeIncome' },
          { ...entry(4_000, 3), contra: 'sandboxFunding', island: 'sandbox' },
        ],
      },
      9,
    );
    expect(update.Update!.Key).toEqual({ pk: 'STATS#09', sk: 'TOTALS' });
    expect(added(update)).toMatchObject({ wireClearingCents: 1_500_00, feeIncomeCents: 25_00, sandboxFundingCents: 0, islandFundingCents: -4_000, adjustmentsCents: 0 });
  });
});
