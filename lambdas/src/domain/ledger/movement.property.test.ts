import fc from 'fast-check';
import { bankAccountIds, type BankAccountId } from '@sandbank/shared/ledger';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countChange } from '../../data/entities/bank-counters';
import type { TransactionRecord } from '../../data/entities/transaction';
import type { TransactItem } from '../../data/transact';
import { documentClient } from '../../lib/clients/dynamodb';
import { newEntry } from './entries';
import { endHoldWrites } from './holds';
import type { Island } from './islands';
import { balancedEntries, postMovement, UnbalancedPosting, type Posting } from './movement';

/*
 * Double entry for any posting (movement.ts): random postings — mainland and island entries, with
 * and without a declared bank account, transfers whose sides sum to zero or not, on one island or
 * across two — are either refused as unbalanced before anything is written, or written so that
 * every entry names the bank account holding its other side or is a side of a transfer summing to
 * zero; the counter shard the movement writes then sums to zero (customers plus bank), and so
 * does it after any of its holds fails. Which postings must pair is known from how they were made.
 */

const ISLANDS: (Island | null)[] = [null, 'sandbox', 'reef'];
/** Three accounts per island: postings on one account expect one island. */
const accountOf = (island: Island | null, index: number) => ({ userId: `user-${island ?? 'mainland'}-${index}`, accountId: `account-${island ?? 'mainland'}-${index}` });

/** A generated posting and whether it must pair (a side of a transfer summing to zero on one island). */
interface Line {
  posting: Posting;
  pairs: boolean;
  /** Where it lands among the movement's postings. */
  rank: number;
}

const cents = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }).filter((amount) => amount !== 0);
const declared = fc.option(fc.constantFrom<BankAccountId>(...bankAccountIds), { nil: undefined });
const island = fc.constantFrom(...ISLANDS);
const accountIndex = fc.nat({ max: 2 });

interface LineFields {
  island: Island | null;
  account: number;
  amountCents: number;
  status: 'completed' | 'pending';
  transferId: string | null;
  /** The bank account the posting declares, if any. */
  contra: BankAccountId | undefined;
  /** The entry arrives already saying where it is and what balances it: the movement decides both anew. */
  stale: boolean;
}

function line({ island: onIsland, account, amountCents, status, transferId, contra, stale }: LineFields, pairs: boolean, rank: number): Line {
  const entry = newEntry({ ...accountOf(onIsland, account), type: transferId ? 'transfer' : 'adjustment', amountCents, description: 'x', status, transferId });
  const said: Partial<TransactionRecord> = stale ? { contra: 'cardClearing', island: 'elsewhere' } : {};
  return { posting: { entry: { ...entry, ...said }, island: onIsland, ...(contra ? { contra } : {}) }, pairs, rank };
}

/** A group of postings, given the transfer id that is its own (ids never repeat across groups). */
type Group = (transferId: string) => Line[];

/** Money entering or leaving an account: a deposit, a fee, a hold, or one leg of a transfer with no partner here. */
const single: fc.Arbitrary<Group> = fc
  .record({
    island,
    account: accountIndex,
    amountCents: cents,
    status: fc.constantFrom('completed' as const, 'pending' as const),
    leg: fc.boolean(),
    contra: declared,
    stale: fc.boolean(),
    rank: fc.nat(),
  })
  .map(({ leg, rank, ...fields }) => (transferId) => [line({ ...fields, transferId: leg ? transferId : null }, false, rank)]);

/** A transfer between customers: 2 or 3 sides summing to zero, unless broken (off by some cents) or split across islands. */
const transfer: fc.Arbitrary<Group> = fc
  .record({
    island,
    amounts: fc.array(fc.integer({ min: -100_000_000, max: 100_000_000 }).filter((amount) => amount !== 0), { minLength: 1, maxLength: 2 }),
    sides: fc.array(fc.record({ account: accountIndex, contra: declared, stale: fc.boolean(), rank: fc.nat() }), { minLength: 3, maxLength: 3 }),
    flaw: fc.constantFrom('none', 'none', 'none', 'offByCents', 'acrossIslands'),
    offBy: cents,
  })
  .filter(({ amounts, offBy }) => amounts.reduce((sum, amount) => sum + amount, 0) !== 0 && amounts[0]! + offBy !== 0)
  .map(({ island: home, amounts, sides, flaw, offBy }) => (transferId) => {
    const all = [...amounts, -amounts.reduce((sum, amount) => sum + amount, 0)];
    if (flaw === 'offByCents') all[0]! += offBy;
    return all.map((amountCents, index) => {
      const side = sides[index]!;
      const away = flaw === 'acrossIslands' && index === 0 ? ISLANDS[(ISLANDS.indexOf(home) + 1) % ISLANDS.length]! : home;
      return line({ island: away, account: side.account, amountCents, status: 'completed', transferId, contra: side.contra, stale: side.stale }, flaw === 'none', side.rank);
    });
  });

const postingsArbitrary = fc
  .array(fc.oneof(single, transfer), { minLength: 1, maxLength: 5 })
  .map((groups) => groups.flatMap((group, index) => group(`transfer-${index}`)).sort((a, b) => a.rank - b.rank));

/** A mainland entry with no bank account named and no transfer partner: the one thing refused. */
const mustRefuse = (lines: readonly Line[]) => lines.some(({ posting, pairs }) => posting.island === null && posting.contra === undefined && !pairs);

/** The ADD amounts of a counter shard's totals update, by field. */
function totalsOf(items: readonly TransactItem[]): Record<string, number> {
  const totals = items.find((item) => item.Update?.Key?.sk === 'TOTALS')!.Update!;
  const values = totals.ExpressionAttributeValues as Record<string, number>;
  return Object.fromEntries(Object.values(totals.ExpressionAttributeNames!).map((field) => [field, values[`:${field}`]!]));
}

/** Customers plus bank, in one totals update: what must be zero. */
const sumOf = (totals: Record<string, number>) => totals.balanceCents! + bankAccountIds.reduce((sum, id) => sum + totals[`${id}Cents`]!, 0);
const islandCents = (entries: readonly TransactionRecord[]) => entries.filter((entry) => entry.island !== undefined).reduce((sum, entry) => sum + entry.amountCents, 0);

describe('double entry, for any posting', () => {
  beforeEach(() => {
    process.env.TABLE_NAME = 'test';
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('balancedEntries refuses exactly the entries with no other side, and gives every other entry a bank account or its transfer partners', () => {
    fc.assert(
      fc.property(postingsArbitrary, (lines) => {
        const postings = lines.map((line) => line.posting);
        if (mustRefuse(lines)) {
          expect(() => balancedEntries(postings)).toThrow(UnbalancedPosting);
          return;
        }
        const entries = balancedEntries(postings);
        expect(entries.map((entry) => [entry.id, entry.accountId, entry.amountCents, entry.status])).toEqual(
          postings.map(({ entry }) => [entry.id, entry.accountId, entry.amountCents, entry.status]),
        );
        entries.forEach((entry, index) => {
          const { posting, pairs } = lines[index]!;
          expect(entry.island).toBe(posting.island ?? undefined);
          // A side of a transfer summing to zero is a line of its posting; anything else has its other side at the bank.
          expect(entry.contra).toBe(pairs ? undefined : posting.island === null ? posting.contra : 'sandboxFunding');
        });
        const transfers = new Map<string, number>();
        for (const entry of entries.filter((written) => written.contra === undefined)) {
          const side = `${entry.island ?? ''}#${entry.transferId}`;
          transfers.set(side, (transfers.get(side) ?? 0) + entry.amountCents);
        }
        expect([...transfers.values()].filter((sum) => sum !== 0)).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it("postMovement writes nothing unbalanced, and its counter shard's customers plus bank sum to zero, as does the island against its funding", async () => {
    const send = vi.spyOn(documentClient(), 'send').mockResolvedValue({} as never);
    await fc.assert(
      fc.asyncProperty(postingsArbitrary, async (lines) => {
        send.mockClear();
        const moved = postMovement({ postings: lines.map((line) => line.posting) });
        if (mustRefuse(lines)) {
          await expect(moved).rejects.toThrow(UnbalancedPosting);
          expect(send).not.toHaveBeenCalled();
          return;
        }
        await moved;
        const items = (send.mock.calls[0]![0] as unknown as { input: { TransactItems: TransactItem[] } }).input.TransactItems;
        const written = items.filter((item) => item.Put?.Item?.entity === 'transaction').map((item) => item.Put!.Item as TransactionRecord);
        const totals = totalsOf(items);
        expect(sumOf(totals)).toBe(0);
        expect(totals.balanceCents).toBe(written.reduce((sum, entry) => sum + entry.amountCents, 0));
        expect(totals.islandFundingCents! + islandCents(written)).toBe(0);
      }),
      { numRuns: 300 },
    );
  });

  it('voiding any of the holds — or a whole transfer — keeps every counter shard at zero, and the island at its funding', () => {
    fc.assert(
      fc.property(
        postingsArbitrary.filter((lines) => !mustRefuse(lines)),
        fc.infiniteStream(fc.boolean()),
        (lines, voids) => {
          const entries = balancedEntries(lines.map((line) => line.posting));
          const counted = totalsOf(countChange({ entries }, 0));
          // A hold is pending entries of one account whose other side is at the bank (a wire and its fee); a transfer is never held.
          const holds = new Map<string, TransactionRecord[]>();
          const transfers = new Map<string, TransactionRecord[]>();
          const add = (groups: Map<string, TransactionRecord[]>, key: string, entry: TransactionRecord) => groups.set(key, [...(groups.get(key) ?? []), entry]);
          for (const entry of entries) {
            if (entry.contra === undefined) add(transfers, `${entry.island ?? ''}#${entry.transferId}`, entry);
            else if (entry.status === 'pending') add(holds, entry.accountId, entry);
          }
          const voidedHolds = [...holds.values()].map((hold) => hold.filter(() => voids.next().value)).filter((hold) => hold.length > 0);
          const voidedTransfers = [...transfers.values()].filter(() => voids.next().value);
          const releases = [
            ...voidedHolds.map((hold) => totalsOf(endHoldWrites(hold, 'failed'))),
            ...voidedTransfers.map((sides) => totalsOf(countChange({ released: sides }, 0))),
          ];
          const voided = [...voidedHolds, ...voidedTransfers].flat();
          for (const release of releases) expect(sumOf(release)).toBe(0);
          const left = entries.filter((entry) => !voided.includes(entry));
          const after = (field: string) => counted[field]! + releases.reduce((sum, release) => sum + release[field]!, 0);
          expect(sumOf(counted) + releases.reduce((sum, release) => sum + sumOf(release), 0)).toBe(0);
          expect(after('balanceCents')).toBe(left.reduce((sum, entry) => sum + entry.amountCents, 0));
          expect(after('islandFundingCents') + islandCents(left)).toBe(0);
        },
      ),
      { numRuns: 300 },
    );
  });
});
