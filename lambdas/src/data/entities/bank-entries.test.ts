import { beforeEach, describe, expect, it, vi } from 'vitest';
import { monthOfId, newId } from '../../lib/ids';

/*
 * The merge of the sharded "all entries" index, against an in-memory index that answers Queries
 * as DynamoDB does (newest first, Limit, LastEvaluatedKey, `gsi2sk < :below`): whatever the page
 * size, the search and the spread of entries over shards and months, walking the cursors yields
 * every matching entry exactly once, newest first.
 */

vi.mock('../request-keys', () => ({ deriveKey: async () => Buffer.alloc(32, 3) }));
vi.mock('../../lib/env', () => ({ env: { tableName: () => 'bank' } }));

interface Indexed {
  gsi2pk: string;
  gsi2sk: string;
  entry: Record<string, unknown>;
}
const index: Indexed[] = [];
const queries: number[] = [];

vi.mock('../../lib/clients/dynamodb', () => ({
  documentClient: () => ({
    send: async ({ input }: { input: { ExpressionAttributeValues: Record<string, string>; Limit: number } }) => {
      const values = input.ExpressionAttributeValues;
      const matching = index
        .filter((item) => item.gsi2pk === values[':partition'] && (values[':below'] === undefined || item.gsi2sk < values[':below']))
        .sort((a, b) => (a.gsi2sk < b.gsi2sk ? 1 : -1));
      const page = matching.slice(0, input.Limit);
      queries.push(page.length);
      const last = page.at(-1);
      return {
        Items: page.map((item) => ({ ...item.entry, gsi2pk: item.gsi2pk, gsi2sk: item.gsi2sk })),
        LastEvaluatedKey: matching.length > input.Limit && last ? { gsi2pk: last.gsi2pk, gsi2sk: last.gsi2sk } : undefined,
      };
    },
  }),
}));

const { bankEntriesPage } = await import('./bank-entries');
const { allEntries, ENTRY_SHARDS } = await import('./transaction');

const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

/** `count` entries spread over the days before NOW (back into January), each in a random shard of its id's month. */
function seed(count: number, random: () => number) {
  index.length = 0;
  const ids: string[] = [];
  // Oldest first: ids are made monotonic, so an id made after a later one would carry the later time.
  const times = Array.from({ length: count }, () => NOW - Math.floor(random() * 40 * DAY)).sort((a, b) => a - b);
  for (const [made, at] of times.entries()) {
    const id = newId(at);
    ids.push(id);
    index.push({
      gsi2pk: allEntries.partition(monthOfId(id), Math.floor(random() * ENTRY_SHARDS)),
      gsi2sk: allEntries.sort(id),
      entry: {
        id,
        userId: 'user-1',
        accountId: '01ARZ3NDEKTSV4RRFFQ69G5FAV',
        type: made % 3 === 0 ? 'deposit' : 'transfer',
        amountCents: made % 3 === 0 ? 100 : -100,
        description: `Entry ${made}`,
        status: 'completed',
        createdAt: new Date(at).toISOString(),
      },
    });
  }
  return ids.sort().reverse();
}

function mulberry32(seedValue: number) {
  let state = seedValue;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

async function walk(limit: number, keep: (entry: { type: string }) => boolean = () => true) {
  const seen: string[] = [];
  let cursor: string | undefined;
  for (let call = 0; call < 500; call += 1) {
    const page = await bankEntriesPage({
      callerId: 'admin-1',
      query: {},
      cursor,
      limit,
      firstMonth: '2026-01',
      now: new Date(NOW),
      rowOf: async (entry) => (keep(entry) ? entry.id : null),
    });
    expect(page.items.length).toBeLessThanOrEqual(limit);
    seen.push(...page.items);
    if (!page.nextCursor) return seen;
    cursor = page.nextCursor;
  }
  throw new Error('The listing never ended');
}

describe('bankEntriesPage', () => {
  beforeEach(() => {
    queries.length = 0;
  });

  it('hands out every entry once, newest first, across shards and months, whatever the page size', async () => {
    const ids = seed(300, mulberry32(7));
    expect(new Set(ids.map(monthOfId))).toEqual(new Set(['2026-01', '2026-02', '2026-03']));
    for (const limit of [1, 7, 25, 100]) expect(await walk(limit), `limit ${limit}`).toEqual(ids);
  });

  it('keeps only the rows the search keeps, still in order and complete', async () => {
    const ids = seed(250, mulberry32(11));
    const deposits = index.filter((item) => item.entry.type === 'deposit').map((item) => item.entry.id as string);
    expect(await walk(10, (entry) => entry.type === 'deposit')).toEqual(ids.filter((id) => deposits.includes(id)));
  });

  it('examines at most the listing budget per call', async () => {
    seed(600, mulberry32(5));
    await bankEntriesPage({ callerId: 'admin-1', query: {}, limit: 100, firstMonth: '2026-01', now: new Date(NOW), rowOf: async () => null });
    expect(queries.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(200);
    expect(queries.length).toBeLessThanOrEqual(64);
  });

  it('answers an empty bank at once', async () => {
    index.length = 0;
    expect(await bankEntriesPage({ callerId: 'admin-1', query: {}, limit: 5, firstMonth: null, rowOf: async () => 'row' })).toEqual({ items: [], nextCursor: null });
  });
});
