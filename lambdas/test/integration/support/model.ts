/*
 * Small tools for the ledger's proof tests: a seeded random source, a promise pool, and the
 * in-memory model of accounts the real operations are compared with.
 */

/** mulberry32: a tiny, fast, seeded PRNG (uniform in [0, 1)); the same seed gives the same sequence. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Runs `work` over `items` with at most `width` in flight; results keep the items' order. */
export async function runPool<T, R>(items: readonly T[], width: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return results;
}

/** The outcome the model predicts for a money movement. */
export interface ModelOutcome {
  status: 201 | 409;
}

/**
 * The whole ledger, as a customer would explain it: accounts hold integer cents; a debit never
 * takes a balance below zero (it is refused and nothing changes); a transfer debits one account
 * and credits another in one step; an admin credit adds, an admin debit removes.
 */
export class LedgerModel {
  private readonly balances = new Map<string, number>();
  /** Ledger entries each account gained since the model was made: one per posting. */
  private readonly entries = new Map<string, number>();

  constructor(initial: Iterable<readonly [accountId: string, balanceCents: number]>) {
    for (const [accountId, balanceCents] of initial) {
      this.balances.set(accountId, balanceCents);
      this.entries.set(accountId, 0);
    }
  }

  private post(accountId: string, amountCents: number): void {
    this.balances.set(accountId, this.balanceOf(accountId) + amountCents);
    this.entries.set(accountId, this.entriesAddedTo(accountId) + 1);
  }

  entriesAddedTo(accountId: string): number {
    return this.entries.get(accountId) ?? 0;
  }

  balanceOf(accountId: string): number {
    const balance = this.balances.get(accountId);
    if (balance === undefined) throw new Error(`The model has no account ${accountId}`);
    return balance;
  }

  /** Every account and its balance, by account id. */
  snapshot(): Record<string, number> {
    return Object.fromEntries(this.balances);
  }

  total(): number {
    return [...this.balances.values()].reduce((sum, balance) => sum + balance, 0);
  }

  transfer(fromAccountId: string, toAccountId: string, amountCents: number): ModelOutcome {
    if (this.balanceOf(fromAccountId) < amountCents) return { status: 409 };
    this.post(fromAccountId, -amountCents);
    this.post(toAccountId, amountCents);
    return { status: 201 };
  }

  credit(accountId: string, amountCents: number): ModelOutcome {
    this.post(accountId, amountCents);
    return { status: 201 };
  }

  debit(accountId: string, amountCents: number): ModelOutcome {
    if (this.balanceOf(accountId) < amountCents) return { status: 409 };
    this.post(accountId, -amountCents);
    return { status: 201 };
  }
}
