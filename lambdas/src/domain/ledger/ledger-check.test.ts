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

const state: {
  accounts: FakeAccount[];
  entries: Record<string, { amountCents: number; status: string }[]>;
  reads: Record<string, FakeAccount[]>;
  /** What successive reads of the counter shards sum to (the last one repeats). */
  counters: { balanceCents: number; entries: number; accounts: number; sandboxFundingCents?: number }[];
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
  entriesOfAccount: async (accountId: string) => state.entries[accountId] ?? [],
}));

vi.mock('../../data/entities/bank-counters', () => ({
  readBankCounters: async () => ({ sandboxFundingCents: 0, ...(state.counters.length > 1 ? state.counters.shift() : state.counters[0]) }),
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
    expect(await checkLedger()).toMatchObject({ ok: true, accountsChecked: 2, entriesChecked: 4, mismatches: [], unsettledAccounts: [] });
  });

  it('proves the counted total balance equals the sum of the balances', async () => {
    expect((await checkLedger()).totalBalance).toEqual({ countedCents: 800, accountsCents: 800, settled: true, agrees: true });
  });

  it('reports counters that disagree with the balances', async () => {
    state.counters = [{ balanceCents: 700, entries: 4, accounts: 2 }];
    const result = await checkLedger();
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
    expect(await checkLedger()).toMatchObject({ ok: true, totalBalance: { countedCents: 800, accountsCents: 800, settled: true, agrees: true } });
  });

  it('reports a total that never stood still as unsettled, not as a disagreement', async () => {
    state.counters = Array.from({ length: 12 }, (_, index) => ({ balanceCents: 800, entries: 4 + index, accounts: 2 }));
    expect(await checkLedger()).toMatchObject({ ok: true, totalBalance: { settled: false } });
  });

  it('reports a balance that disagrees with its entries', async () => {
    state.accounts[1]!.balanceCents = 400;
    const result = await checkLedger();
    expect(result.ok).toBe(false);
    expect(result.mismatches).toEqual([
      { accountId: 'B', number: 'CHKB', balanceCents: 400, ledgerBalanceCents: 500, pendingCents: 0, ledgerPendingCents: 0 },
    ]);
  });

  it('does not report an account that changed while it was read, and looks again', async () => {
    // First look: version 1 before the entries, version 2 after (a movement landed); second look settles.
    state.reads.B = [account('B', 500, 1), account('B', 600, 2)];
    const result = await checkLedger();
    expect(result).toMatchObject({ ok: true, mismatches: [], unsettledAccounts: [] });
  });

  it('reports an account that never stood still as unsettled, not as a mismatch', async () => {
    state.reads.B = Array.from({ length: 12 }, (_, index) => account('B', 500 + index, index + 1));
    const result = await checkLedger();
    expect(result).toMatchObject({ ok: true, mismatches: [], unsettledAccounts: ['B'] });
  });

  it('proves the island holds exactly what sandbox funding gave it', async () => {
    state.accounts[1]!.island = 'sandbox';
    state.counters = [{ balanceCents: 800, entries: 4, accounts: 2, sandboxFundingCents: -500 }];
    const result = await checkLedger();
    expect(result.ok).toBe(true);
    expect(result.island).toEqual({ sandboxFundingCents: -500, testCustomerAccounts: 1, testCustomerBalancesCents: 500, settled: true, agrees: true });
  });

  it('reports island money that sandbox funding did not give: minting shows', async () => {
    state.accounts[1]!.island = 'sandbox';
    state.counters = [{ balanceCents: 800, entries: 4, accounts: 2, sandboxFundingCents: -300 }];
    const result = await checkLedger();
    expect(result.ok).toBe(false);
    expect(result.island).toMatchObject({ sandboxFundingCents: -300, testCustomerBalancesCents: 500, settled: true, agrees: false });
  });
});
