import { bankAccountIds } from '@sandbank/shared/ledger';
import { beforeEach, describe, expect, it, vi } from 'vitest';

interface FakeAccount {
  id: string;
  userId: string;
  number: string;
  balanceCents: number;
  pendingCents: number;
  version: number;
  island?: string;
}

interface FakeEntry {
  id?: string;
  amountCents: number;
  status: string;
  contra?: string;
  island?: string;
  transferId?: string | null;
  createdAt?: string;
}

const state: {
  accounts: FakeAccount[];
  entries: Record<string, FakeEntry[]>;
  reads: Record<string, FakeAccount[]>;
  /** What successive reads of the counter shards sum to (the last one repeats). */
  counters: { balanceCents: number; entries: number; accounts: number; islandFundingCents?: number; bankAccounts?: Record<string, number> }[];
} = {
  accounts: [],
  entries: {},
  reads: {},
  counters: [],
};

vi.mock('../../data/entities/account', () => ({
  allAccounts: async function* () {
    yield* state.accounts;
  },
  // Each read of an account may return a scripted sequence of states (a movement landing between reads).
  accountOfUser: async (_userId: string, accountId: string) => state.reads[accountId]?.shift() ?? state.accounts.find((a) => a.id === accountId),
}));
vi.mock('../../data/entities/transaction', () => ({
  // An entry is one side of a posting whose other side is a bank account unless the test says otherwise.
  entriesOfAccount: async (accountId: string) =>
    (state.entries[accountId] ?? []).map((entry, index) => ({
      id: `${accountId}-${index}`,
      transferId: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      ...('contra' in entry || 'transferId' in entry ? {} : { contra: 'sandboxFunding' }),
      ...entry,
    })),
}));

vi.mock('../../data/entities/bank-counters', () => ({
  readBankCounters: async () => {
    const counters = (state.counters.length > 1 ? state.counters.shift() : state.counters[0])!;
    // The bank's side of every balance is on sandbox funding unless the test says otherwise.
    const bankAccounts = { ...Object.fromEntries(bankAccountIds.map((id) => [id, 0])), sandboxFunding: -counters.balanceCents, ...counters.bankAccounts };
    return { islandFundingCents: 0, ...counters, bankAccounts };
  },
}));

const { checkLedger } = await import('./ledger-check');

const account = (id: string, balanceCents: number, version = 1): FakeAccount => ({
  id,
  userId: 'user-1',
  number: `CHK${id}`,
  balanceCents,
  pendingCents: 0,
  version,
});

describe('checkLedger', () => {
  beforeEach(() => {
    state.accounts = [account('A', 300), account('B', 500)];
    state.entries = {
      A: [{ amountCents: 100, status: 'completed' }, { amountCents: 200, status: 'pending' }, { amountCents: 999, status: 'failed' }],
      B: [{ amountCents: 500, status: 'completed' }],
    };
    state.accounts[0]!.pendingCents = 200;
    state.reads = {};
    state.counters = [{ balanceCents: 800, entries: 4, accounts: 2 }];
  });

  it('counts completed and pending entries, never failed ones', async () => {
    expect(await checkLedger(new Date())).toMatchObject({ ok: true, accountsChecked: 2, entriesChecked: 4, mismatches: [], unsettledAccounts: [] });
  });

  it('proves the counted total balance equals the sum of the balances', async () => {
    expect((await checkLedger(new Date())).totalBalance).toEqual({ countedCents: 800, accountsCents: 800, settled: true, agrees: true });
  });

  it('reports counters that disagree with the balances', async () => {
    state.counters = [{ balanceCents: 700, entries: 4, accounts: 2 }];
    const result = await checkLedger(new Date());
    expect(result.ok).toBe(false);
    expect(result.totalBalance).toEqual({ countedCents: 700, accountsCents: 800, settled: true, agrees: false });
  });

  it('compares the total only when nothing moved while the balances were read', async () => {
    // A movement lands between the two counter reads of the first look; the second look is still.
    state.counters = [
      { balanceCents: 700, entries: 4, accounts: 2 },
      { balanceCents: 800, entries: 5, accounts: 2 },
      { balanceCents: 800, entries: 5, accounts: 2 },
    ];
    expect(await checkLedger(new Date())).toMatchObject({ ok: true, totalBalance: { countedCents: 800, accountsCents: 800, settled: true, agrees: true } });
  });

  it('reports a total that never stood still as unsettled, not as a disagreement', async () => {
    state.counters = Array.from({ length: 12 }, (_, index) => ({ balanceCents: 800, entries: 4 + index, accounts: 2 }));
    expect(await checkLedger(new Date())).toMatchObject({ ok: true, totalBalance: { settled: false } });
  });

  it('reports a balance that disagrees with its entries', async () => {
    state.accounts[1]!.balanceCents = 400;
    const result = await checkLedger(new Date());
    expect(result.ok).toBe(false);
    expect(result.mismatches).toEqual([
      { accountId: 'B', number: 'CHKB', balanceCents: 400, ledgerBalanceCents: 500, pendingCents: 0, ledgerPendingCents: 0 },
    ]);
  });

  it('does not report an account that changed while it was read, and looks again', async () => {
    // First look: version 1 before the entries, version 2 after (a movement landed); second look settles.
    state.reads.B = [account('B', 500, 1), account('B', 600, 2)];
    const result = await checkLedger(new Date());
    expect(result).toMatchObject({ ok: true, mismatches: [], unsettledAccounts: [] });
  });

  it('reports an account that never stood still as unsettled, not as a mismatch', async () => {
    state.reads.B = Array.from({ length: 12 }, (_, index) => account('B', 500 + index, index + 1));
    const result = await checkLedger(new Date());
    expect(result).toMatchObject({ ok: true, mismatches: [], unsettledAccounts: ['B'] });
  });

  it('proves the island holds exactly what sandbox funding gave it', async () => {
    state.accounts[1]!.island = 'sandbox';
    state.counters = [{ balanceCents: 800, entries: 4, accounts: 2, islandFundingCents: -500 }];
    const result = await checkLedger(new Date());
    expect(result.ok).toBe(true);
    expect(result.island).toEqual({ islandFundingCents: -500, testCustomerAccounts: 1, testCustomerBalancesCents: 500, settled: true, agrees: true });
  });

  it('reports island money that sandbox funding did not give: minting shows', async () => {
    state.accounts[1]!.island = 'sandbox';
    state.counters = [{ balanceCents: 800, entries: 4, accounts: 2, islandFundingCents: -300 }];
    const result = await checkLedger(new Date());
    expect(result.ok).toBe(false);
    expect(result.island).toMatchObject({ islandFundingCents: -300, testCustomerBalancesCents: 500, settled: true, agrees: false });
  });

  it('sums every balance, customer and bank, to zero and lists the bank accounts', async () => {
    state.counters = [{ balanceCents: 800, entries: 4, accounts: 2, bankAccounts: { sandboxFunding: -1_000, feeIncome: 200 } }];
    const result = await checkLedger(new Date());
    expect(result).toMatchObject({ ok: true, balanced: true, sumCents: 0, unbalancedPostings: [] });
    expect(result.bankAccounts.map(({ id }) => id)).toEqual([...bankAccountIds]);
    expect(result.bankAccounts.find(({ id }) => id === 'feeIncome')).toEqual({ id: 'feeIncome', name: 'Fee income', balanceCents: 200 });
  });

  it('reports a bank whose balances do not sum to zero: money from nowhere shows', async () => {
    state.counters = [{ balanceCents: 800, entries: 4, accounts: 2, bankAccounts: { sandboxFunding: -700 } }];
    expect(await checkLedger(new Date())).toMatchObject({ ok: false, balanced: false, sumCents: 100 });
  });

  it('reports an entry with no other side, and a transfer whose sides do not sum to zero', async () => {
    state.entries.A = [
      { id: 'lonely', amountCents: 100, status: 'completed', transferId: null, contra: undefined },
      { id: 'half', amountCents: 200, status: 'pending', transferId: 't1' },
    ];
    state.entries.B = [{ id: 'other-half', amountCents: -150, status: 'completed', transferId: 't1' }, { amountCents: 650, status: 'completed' }];
    state.accounts[1]!.balanceCents = 500;
    const result = await checkLedger(new Date());
    expect(result.balanced).toBe(false);
    expect(result.ok).toBe(false);
    expect(result.unbalancedPostings).toEqual([
      { postingId: 'lonely', sumCents: 100, entryIds: ['lonely'] },
      { postingId: 't1', sumCents: 50, entryIds: ['half', 'other-half'] },
    ]);
  });

  it('accepts the two sides of a transfer, and leaves one too young to judge and the islands to their own check', async () => {
    state.accounts.push({ ...account('C', 70), island: 'sandbox' });
    state.entries.A = [
      { amountCents: 100, status: 'completed' },
      { id: 'out', amountCents: -50, status: 'completed', transferId: 't2' },
      { id: 'young', amountCents: 250, status: 'pending', transferId: 't3', createdAt: new Date().toISOString() },
    ];
    state.entries.B = [{ id: 'in', amountCents: 50, status: 'completed', transferId: 't2' }, { amountCents: 450, status: 'completed' }];
    // A side of a transfer with a test customer that has since expired.
    state.entries.C = [{ id: 'island-half', amountCents: 70, status: 'completed', transferId: 't4' }];
    state.accounts[0]!.pendingCents = 250;
    state.counters = [{ balanceCents: 870, entries: 6, accounts: 3, islandFundingCents: -70 }];
    const result = await checkLedger(new Date());
    expect(result).toMatchObject({ ok: true, balanced: true, sumCents: 0, unbalancedPostings: [] });
  });
});
