import { beforeEach, describe, expect, it, vi } from 'vitest';

interface FakeAccount {
  id: string;
  userId: string;
  number: string;
  balanceCents: number;
  pendingCents: number;
  version: number;
}

const state: { accounts: FakeAccount[]; entries: Record<string, { amountCents: number; status: string }[]>; reads: Record<string, FakeAccount[]> } = {
  accounts: [],
  entries: {},
  reads: {},
};

vi.mock('../../src/data/entities/account', () => ({
  allAccounts: async function* () {
    yield* state.accounts;
  },
  // Each read of an account may return a scripted sequence of states (a movement landing between reads).
  accountOfUser: async (_userId: string, accountId: string) => state.reads[accountId]?.shift() ?? state.accounts.find((a) => a.id === accountId),
}));
vi.mock('../../src/data/entities/transaction', () => ({
  entriesOfAccount: async (accountId: string) => state.entries[accountId] ?? [],
}));

const { checkLedger } = await import('../../src/domain/ledger/ledger-check');

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
  });

  it('counts completed and pending entries, never failed ones', async () => {
    expect(await checkLedger()).toMatchObject({ ok: true, accountsChecked: 2, entriesChecked: 4, mismatches: [], unsettledAccounts: [] });
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
});
