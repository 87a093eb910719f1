import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountRecord } from '../../data/entities/account';
import type * as transactionModule from '../../data/entities/transaction';
import type { TransactionRecord } from '../../data/entities/transaction';
import type * as transactModule from '../../data/transact';
import type { TransactItem } from '../../data/transact';
import { giveEntriesTheirOtherSide, otherSideOf, sideToGive } from './double-entry-upgrade';
import { newEntry } from './entries';

/*
 * Entries written before double entry get the other side their movement declares today, and each
 * is moved in one transaction with its bank side. The table is stubbed: the writes are recorded,
 * and a write may be refused with the entry as it is now (settled or upgraded meanwhile).
 */

const OPENED = '2026-03-01T09:00:00.000Z';
const LATER = '2026-03-02T10:00:00.000Z';
const ACCOUNT = '01JQ0000000000000000000A01';
/** The entry of that id (ids are ULIDs). */
const id = (n: number) => `01JQ00000000000000000000${String(n).padStart(2, '0')}`;

const account = (change: Partial<AccountRecord> = {}): AccountRecord => ({
  id: ACCOUNT,
  userId: 'u-1',
  type: 'checking',
  name: 'Everyday Checking',
  number: 'CHK0000000001',
  balanceCents: 0,
  pendingCents: 0,
  interestRate: 0.01,
  createdAt: OPENED,
  version: 1,
  ...change,
});

const entry = (change: Partial<TransactionRecord> = {}): TransactionRecord => ({
  ...newEntry({ id: id(1), userId: 'u-1', accountId: ACCOUNT, type: 'adjustment', amountCents: 1_000, description: 'x', createdAt: LATER }),
  ...change,
});

const customer = { onIsland: false };

describe('otherSideOf', () => {
  it.each([
    ['a wire’s fee', entry({ type: 'fee', wireId: 'W1', amountCents: -25_00 }), 'feeIncome'],
    ['a wire’s amount', entry({ type: 'wire_transfer', wireId: 'W1', amountCents: -1_500_00 }), 'wireClearing'],
    ['an approved check’s credit', entry({ type: 'deposit', checkId: 'C1' }), 'checkClearing'],
    ['the opening deposit', entry({ type: 'deposit', createdAt: OPENED }), 'sandboxFunding'],
    ['a sample entry of the opening', entry({ type: 'withdrawal', amountCents: -20_000, createdAt: OPENED }), 'sandboxFunding'],
    ['an adjustment', entry({ type: 'adjustment', adjustmentId: 'J1' }), 'adjustments'],
    ['interest an administrator posted', entry({ type: 'interest' }), 'adjustments'],
    ['a deposit an administrator posted', entry({ type: 'deposit' }), 'adjustments'],
  ] as const)('gives %s of a customer of the bank its movement’s side', (_name, old, side) => {
    expect(otherSideOf(old, account(), customer)).toBe(side);
  });

  it('gives everything on an island, and everything of a test customer, to sandbox funding', () => {
    for (const old of [entry({ type: 'fee', wireId: 'W1' }), entry({ checkId: 'C1' }), entry({ type: 'adjustment' })]) {
      expect(otherSideOf(old, account({ island: 'sandbox' }), customer)).toBe('sandboxFunding');
      expect(otherSideOf(old, account(), { onIsland: true })).toBe('sandboxFunding');
    }
  });

});

describe('sideToGive', () => {
  const onIsland = account({ island: 'sandbox' });

  it('gives an entry the other side it lacks, and on an island its island', () => {
    expect(sideToGive(entry(), account(), customer)).toEqual({ contra: 'adjustments' });
    expect(sideToGive(entry(), onIsland, customer)).toEqual({ contra: 'sandboxFunding', island: 'sandbox' });
  });

  it('gives an island entry that names sandbox funding already only its island (written while islands existed, before double entry)', () => {
    expect(sideToGive(entry({ contra: 'sandboxFunding' }), onIsland, customer)).toEqual({ island: 'sandbox' });
    expect(sideToGive(entry({ type: 'transfer', transferId: 'T1' }), onIsland, customer)).toEqual({ island: 'sandbox' });
  });

  it('leaves the sides of a transfer between customers, and entries that have all they need', () => {
    expect(sideToGive(entry({ type: 'transfer', transferId: 'T1' }), account(), customer)).toBeNull();
    expect(sideToGive(entry({ contra: 'adjustments' }), account(), customer)).toBeNull();
    expect(sideToGive(entry({ contra: 'sandboxFunding', island: 'sandbox' }), onIsland, customer)).toBeNull();
  });
});

const table: {
  accounts: AccountRecord[];
  entries: TransactionRecord[];
  testCustomers: string[];
  written: TransactItem[][];
  /** What the entry is by the time each write arrives, in order (null: removed); a write is refused when it is not as read. */
  meanwhile: (Partial<TransactionRecord> | null)[];
} = { accounts: [], entries: [], testCustomers: [], written: [], meanwhile: [] };

vi.mock('../../data/entities/account', () => ({
  allAccounts: async function* () {
    yield* table.accounts;
  },
}));
vi.mock('../../data/entities/profile', () => ({
  profileOfUser: async (userId: string) => ({ userId, ...(table.testCustomers.includes(userId) ? { testCustomerUntil: LATER } : {}) }),
}));
vi.mock('../../data/entities/transaction', async (importOriginal) => ({
  ...(await importOriginal<typeof transactionModule>()),
  entriesOfAccount: async (accountId: string) => table.entries.filter((old) => old.accountId === accountId),
}));
vi.mock('../../data/transact', async (importOriginal) => {
  const original = await importOriginal<typeof transactModule>();
  return {
    ...original,
    transactWrite: async (items: TransactItem[]) => {
      if (table.meanwhile.length > 0) {
        const now = table.meanwhile.shift()!;
        const { ':statusRead': status, ':contraRead': contra } = items[0]!.Update!.ExpressionAttributeValues!;
        const old = now === null ? null : { ...entry(), ...now };
        if (old === null || old.contra !== contra || old.status !== status) {
          throw new original.TransactionRejected(['ConditionalCheckFailed', 'None'], [old]);
        }
      }
      table.written.push(items);
    },
  };
});

beforeAll(() => {
  process.env.TABLE_NAME = 'test';
});

beforeEach(() => {
  Object.assign(table, { accounts: [account()], entries: [], testCustomers: [], written: [], meanwhile: [] });
});

/** The entry update and the counter shard's ADD amounts of one recorded transaction. */
function described(items: TransactItem[]) {
  const [update, counters] = items.map((item) => item.Update!);
  const moved = counters
    ? Object.fromEntries(
        Object.entries(counters.ExpressionAttributeNames!)
          .map(([name, field]) => [field, counters.ExpressionAttributeValues![`:${name.slice(1)}`] as number])
          .filter(([, cents]) => cents !== 0),
      )
    : null;
  return { key: update!.Key, set: update!.ExpressionAttributeValues, condition: update!.ConditionExpression, moved };
}

describe('giveEntriesTheirOtherSide', () => {
  it('writes each entry’s side with minus its amount on that bank account, in one transaction per entry', async () => {
    table.entries = [
      entry({ id: id(1), type: 'deposit', amountCents: 5_000_00, createdAt: OPENED }),
      entry({ id: id(2), type: 'wire_transfer', wireId: 'W1', amountCents: -1_500_00 }),
      entry({ id: id(3), type: 'transfer', transferId: 'T1', amountCents: -100 }),
      entry({ id: id(4), contra: 'checkClearing', checkId: 'C1' }),
    ];
    expect(await giveEntriesTheirOtherSide()).toEqual({ entries: 2, byAccount: { sandboxFunding: 1, wireClearing: 1 }, islands: 0 });
    expect(table.written.map(described)).toEqual([
      {
        key: { pk: 'USER#u-1', sk: `TX#${id(1)}` },
        set: { ':contra': 'sandboxFunding', ':statusRead': 'completed' },
        condition: '#status = :statusRead AND attribute_not_exists(#contra)',
        moved: { sandboxFundingCents: -5_000_00 },
      },
      {
        key: { pk: 'USER#u-1', sk: `TX#${id(2)}` },
        set: { ':contra': 'wireClearing', ':statusRead': 'completed' },
        condition: '#status = :statusRead AND attribute_not_exists(#contra)',
        moved: { wireClearingCents: 1_500_00 },
      },
    ]);
  });

  it('gives an island’s entries their island and moves the islands’ funding with sandbox funding', async () => {
    table.accounts = [account({ island: 'sandbox' })];
    table.entries = [entry({ id: id(1), type: 'fee', wireId: 'W1', amountCents: -25_00 }), entry({ id: id(2), amountCents: -40_00, contra: 'sandboxFunding' })];
    expect(await giveEntriesTheirOtherSide()).toEqual({ entries: 2, byAccount: { sandboxFunding: 1 }, islands: 2 });
    expect(table.written.map(described)).toEqual([
      {
        key: { pk: 'USER#u-1', sk: `TX#${id(1)}` },
        set: { ':contra': 'sandboxFunding', ':island': 'sandbox', ':statusRead': 'completed' },
        condition: '#status = :statusRead AND attribute_not_exists(#contra) AND attribute_not_exists(#island)',
        moved: { sandboxFundingCents: 25_00, islandFundingCents: 25_00 },
      },
      // Sandbox funding holds its other side already: only the islands' share of it moves.
      {
        key: { pk: 'USER#u-1', sk: `TX#${id(2)}` },
        set: { ':island': 'sandbox', ':contraRead': 'sandboxFunding', ':statusRead': 'completed' },
        condition: '#status = :statusRead AND #contra = :contraRead AND attribute_not_exists(#island)',
        moved: { islandFundingCents: 40_00 },
      },
    ]);
  });

  it('tells a test customer by their profile', async () => {
    table.testCustomers = ['u-1'];
    table.entries = [entry({ type: 'wire_transfer', wireId: 'W1', amountCents: -1_500_00 })];
    expect(await giveEntriesTheirOtherSide()).toEqual({ entries: 1, byAccount: { sandboxFunding: 1 }, islands: 0 });
  });

  it('gives a failed entry its side without moving the bank account (it never counted)', async () => {
    table.entries = [entry({ type: 'wire_transfer', wireId: 'W1', amountCents: -1_500_00, status: 'failed' })];
    await giveEntriesTheirOtherSide();
    expect(table.written.map(described)).toMatchObject([{ set: { ':contra': 'wireClearing', ':statusRead': 'failed' }, moved: null }]);
  });

  it('decides again on an entry that settled meanwhile: a hold that failed moves no bank account', async () => {
    table.entries = [entry({ type: 'wire_transfer', wireId: 'W1', amountCents: -1_500_00, status: 'pending' })];
    table.meanwhile = [{ type: 'wire_transfer', wireId: 'W1', amountCents: -1_500_00, status: 'failed' }];
    expect(await giveEntriesTheirOtherSide()).toEqual({ entries: 1, byAccount: { wireClearing: 1 }, islands: 0 });
    expect(table.written.map(described)).toMatchObject([{ set: { ':contra': 'wireClearing', ':statusRead': 'failed' }, moved: null }]);
  });

  it('leaves an entry another run upgraded meanwhile, or that is gone, and counts neither', async () => {
    table.entries = [entry({ id: id(1) }), entry({ id: id(2) })];
    table.meanwhile = [{ id: id(1), contra: 'adjustments' }, null];
    expect(await giveEntriesTheirOtherSide()).toEqual({ entries: 0, byAccount: {}, islands: 0 });
    expect(table.written).toEqual([]);
  });

  it('gives up on an entry that never stands still, rather than loop', async () => {
    table.entries = [entry({ status: 'pending' })];
    table.meanwhile = [{ status: 'completed' }, { status: 'pending' }, { status: 'completed' }];
    await expect(giveEntriesTheirOtherSide()).rejects.toThrow('kept changing');
  });
});
