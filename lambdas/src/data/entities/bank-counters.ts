import { randomInt } from 'node:crypto';
import { bankAccountIds, type BankAccountId } from '@sandbank/shared/ledger';
import * as z from 'zod/mini';
import { monthOfId } from '../../lib/ids';
import * as kinds from '../item-kinds';
import { fillKey, keyPrefix, type ItemKey } from '../keys';
import { itemSchema, queryAll, readItem, tableName } from '../table';
import type { TransactItem } from '../transact';
import type { TransactionRecord } from './transaction';

/*
 * Bank counters are kept by the writes they count, never by reading what they count: a change adds to one random
 * shard in its own TransactWriteItems, so a counter is exact once committed and no hot item sits on the money
 * path. "COUNT#…" sorts before "DAY#…" and "TOTALS" after, so one Query per shard reads all of its figures.
 */

/**
 * A movement writes two items of one shard (4 write units): 64 shards take about 16,000 movements a second
 * before one reaches a partition's 1,000 units.
 */
export const COUNTER_SHARDS = 64;
/** Day items outlive the week the overview shows by a margin. */
const DAY_ITEM_DAYS = 35;
const DAY_MS = 24 * 60 * 60 * 1000;

const { totals: TOTALS, day: DAY, workflow: WORKFLOW } = kinds.bankCounterShard.sort;
const DAY_PREFIX = keyPrefix(DAY);
const FIRST_FIGURE = keyPrefix(WORKFLOW);

const counted = z._default(z.int(), 0);
const ShardItem = itemSchema(() =>
  z.object({
    sk: z.string(),
    users: counted,
    accounts: counted,
    balanceCents: counted,
    entries: counted,
    creditCount: counted,
    creditCents: counted,
    debitCount: counted,
    debitCents: counted,
    volumeCents: counted,
    islandFundingCents: counted,
    ...Object.fromEntries(bankAccountIds.map((id) => [bankField(id), counted])),
    firstMonth: z.optional(z.string()),
  }),
);

function bankField(id: BankAccountId): `${BankAccountId}Cents` {
  return `${id}Cents`;
}

const TOTAL_FIELDS = [
  'users',
  'accounts',
  'balanceCents',
  'entries',
  'creditCount',
  'creditCents',
  'debitCount',
  'debitCents',
  'islandFundingCents',
  ...bankAccountIds.map(bankField),
] as const;
type TotalField = (typeof TOTAL_FIELDS)[number];

export const shardPartition = (shard: number) => fillKey(kinds.partitions.bankCounters, { shard: String(shard).padStart(2, '0') });
const shardKey = (shard: number, sort: string): ItemKey => ({ pk: shardPartition(shard), sk: sort });

export interface CountedChange {
  users?: number;
  accounts?: number;
  entries?: readonly TransactionRecord[];
  /** Held entries failing write no entry: their amount goes back to the account and to the bank account that held their other side. */
  released?: readonly TransactionRecord[];
}

/** Each bank account moves by minus the entries it holds the other side of, so every posting sums to zero. */
function bankSideOf(entries: readonly TransactionRecord[]): Record<`${BankAccountId}Cents`, number> {
  const side = Object.fromEntries(bankAccountIds.map((id) => [bankField(id), 0])) as Record<`${BankAccountId}Cents`, number>;
  for (const entry of entries) if (entry.contra !== undefined) side[bankField(entry.contra)] -= entry.amountCents;
  return side;
}

const islandFundingOf = (entries: readonly TransactionRecord[]) =>
  0 - entries.filter((entry) => entry.island !== undefined && entry.contra === 'sandboxFunding').reduce((total, entry) => total + entry.amountCents, 0);

const dayOf = (entry: TransactionRecord) => entry.createdAt.slice(0, 10);

/** One update per item, as a transaction may touch an item only once. */
export function countChange(change: CountedChange, shard = randomInt(0, COUNTER_SHARDS)): TransactItem[] {
  const entries = change.entries ?? [];
  const credits = entries.filter((entry) => entry.amountCents > 0);
  const debits = entries.filter((entry) => entry.amountCents < 0);
  const sum = (list: readonly TransactionRecord[]) => list.reduce((total, entry) => total + entry.amountCents, 0);
  // Where the bank-wide listing of entries ends (data/entities/transaction.ts).
  const firstMonth = entries.length > 0 ? entries.map((entry) => monthOfId(entry.id)).sort()[0] : undefined;
  const [bankSide, bankSideReleased] = [bankSideOf(entries), bankSideOf(change.released ?? [])];
  const totals: TransactItem = {
    Update: {
      TableName: tableName(),
      Key: shardKey(shard, TOTALS),
      UpdateExpression: `SET entity = :entity${firstMonth ? ', firstMonth = if_not_exists(firstMonth, :month)' : ''} ADD ${TOTAL_FIELDS.map(
        (field) => `#${field} :${field}`,
      ).join(', ')}`,
      // Several of these names are reserved words in expressions.
      ExpressionAttributeNames: Object.fromEntries(TOTAL_FIELDS.map((field) => [`#${field}`, field])),
      ExpressionAttributeValues: {
        ':entity': 'bankCounterShard',
        ...(firstMonth ? { ':month': firstMonth } : {}),
        ':users': change.users ?? 0,
        ':accounts': change.accounts ?? 0,
        ':balanceCents': sum(entries) - sum(change.released ?? []),
        ':entries': entries.length,
        ':creditCount': credits.length,
        ':creditCents': sum(credits),
        ':debitCount': debits.length,
        ':debitCents': sum(debits),
        ':islandFundingCents': islandFundingOf(entries) - islandFundingOf(change.released ?? []),
        ...Object.fromEntries(
          bankAccountIds.map((id) => [`:${bankField(id)}`, bankSide[bankField(id)] - bankSideReleased[bankField(id)]]),
        ),
      },
    },
  };
  const days = new Map<string, TransactionRecord[]>();
  for (const entry of entries) days.set(dayOf(entry), [...(days.get(dayOf(entry)) ?? []), entry]);
  const dayUpdates = [...days].map(([day, onDay]): TransactItem => ({
    Update: {
      TableName: tableName(),
      Key: shardKey(shard, fillKey(DAY, { day })),
      UpdateExpression: 'SET entity = :entity, expiresAt = :expiresAt ADD #entries :entries, volumeCents :volume',
      ExpressionAttributeNames: { '#entries': 'entries' },
      ExpressionAttributeValues: {
        ':entity': 'bankCounterShard',
        ':expiresAt': Math.floor((Date.parse(`${day}T00:00:00.000Z`) + DAY_ITEM_DAYS * DAY_MS) / 1000),
        ':entries': onDay.length,
        ':volume': onDay.reduce((total, entry) => total + Math.abs(entry.amountCents), 0),
      },
    },
  }));
  return [totals, ...dayUpdates];
}

/**
 * In the removal's own transaction. The total balance does not move (the accounts were emptied by entries first)
 * and the days keep their activity: it happened.
 */
export function countRemoval(removed: { users?: number; accounts?: number; entries?: readonly Pick<TransactionRecord, 'amountCents'>[] }, shard = randomInt(0, COUNTER_SHARDS)): TransactItem {
  const entries = removed.entries ?? [];
  const credits = entries.filter((entry) => entry.amountCents > 0);
  const debits = entries.filter((entry) => entry.amountCents < 0);
  const sum = (list: readonly Pick<TransactionRecord, 'amountCents'>[]) => list.reduce((total, entry) => total + entry.amountCents, 0);
  // `0 - n`, not `-n`: nothing taken off is 0, never -0.
  const taken: Record<TotalField, number> = {
    users: 0 - (removed.users ?? 0),
    accounts: 0 - (removed.accounts ?? 0),
    balanceCents: 0,
    entries: 0 - entries.length,
    creditCount: 0 - credits.length,
    creditCents: 0 - sum(credits),
    debitCount: 0 - debits.length,
    debitCents: 0 - sum(debits),
    islandFundingCents: 0,
    ...bankSideOf([]),
  };
  return {
    Update: {
      TableName: tableName(),
      Key: shardKey(shard, TOTALS),
      UpdateExpression: `SET entity = :entity ADD ${TOTAL_FIELDS.map((field) => `#${field} :${field}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(TOTAL_FIELDS.map((field) => [`#${field}`, field])),
      ExpressionAttributeValues: { ':entity': 'bankCounterShard', ...Object.fromEntries(TOTAL_FIELDS.map((field) => [`:${field}`, taken[field]])) },
    },
  };
}

/** The bank's side as given, less the side written before; the entries themselves were counted when written, so nothing else is counted again. */
export function countBankSide(change: { from: readonly TransactionRecord[]; to: readonly TransactionRecord[] }, shard = randomInt(0, COUNTER_SHARDS)): TransactItem {
  const [before, after] = [bankSideOf(change.from), bankSideOf(change.to)];
  const fields = ['islandFundingCents', ...bankAccountIds.map(bankField)] as const;
  const moved = Object.fromEntries([
    ['islandFundingCents', islandFundingOf(change.to) - islandFundingOf(change.from)],
    ...bankAccountIds.map((id) => [bankField(id), after[bankField(id)] - before[bankField(id)]]),
  ]) as Record<(typeof fields)[number], number>;
  return {
    Update: {
      TableName: tableName(),
      Key: shardKey(shard, TOTALS),
      UpdateExpression: `SET entity = :entity ADD ${fields.map((field) => `#${field} :${field}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(fields.map((field) => [`#${field}`, field])),
      ExpressionAttributeValues: { ':entity': 'bankCounterShard', ...Object.fromEntries(fields.map((field) => [`:${field}`, moved[field]])) },
    },
  };
}

export interface DayActivity {
  day: string;
  entries: number;
  volumeCents: number;
}

export interface BankCounters {
  users: number;
  accounts: number;
  balanceCents: number;
  entries: number;
  credits: { count: number; cents: number };
  debits: { count: number; cents: number };
  bankAccounts: Record<BankAccountId, number>;
  islandFundingCents: number;
  firstMonth: string | null;
  days: DayActivity[];
}

const isoDay = (epochMilliseconds: number) => new Date(epochMilliseconds).toISOString().slice(0, 10);

/** One strongly consistent Query per shard, about 45 small items each at most. */
export async function readCounterShards(): Promise<Record<string, unknown>[]> {
  const shards = await Promise.all(
    Array.from({ length: COUNTER_SHARDS }, async (_, shard) => {
      const items: Record<string, unknown>[] = [];
      for await (const item of queryAll({
        KeyConditionExpression: 'pk = :pk AND sk >= :first',
        ExpressionAttributeValues: { ':pk': shardPartition(shard), ':first': FIRST_FIGURE },
        ConsistentRead: true,
      })) {
        items.push(item);
      }
      return items;
    }),
  );
  return shards.flat();
}

export async function readBankCounters(sinceDay: string, now = Date.now()): Promise<BankCounters> {
  return sumBankCounters(await readCounterShards(), sinceDay, now);
}

export function sumBankCounters(shardItems: readonly Record<string, unknown>[], sinceDay: string, now = Date.now()): BankCounters {
  const result: BankCounters = {
    users: 0,
    accounts: 0,
    balanceCents: 0,
    entries: 0,
    credits: { count: 0, cents: 0 },
    debits: { count: 0, cents: 0 },
    bankAccounts: Object.fromEntries(bankAccountIds.map((id) => [id, 0])) as Record<BankAccountId, number>,
    islandFundingCents: 0,
    firstMonth: null,
    days: [],
  };
  const days = new Map<string, DayActivity>();
  for (let time = Date.parse(`${sinceDay}T00:00:00.000Z`); isoDay(time) <= isoDay(now); time += DAY_MS) {
    days.set(isoDay(time), { day: isoDay(time), entries: 0, volumeCents: 0 });
  }
  const figures = shardItems.filter((raw) => raw.sk === TOTALS || (typeof raw.sk === 'string' && raw.sk.startsWith(DAY_PREFIX)));
  for (const item of figures.map((raw) => readItem(ShardItem, 'bank counter shard', raw))) {
    if (item.sk === TOTALS) {
      result.users += item.users;
      result.accounts += item.accounts;
      result.balanceCents += item.balanceCents;
      result.entries += item.entries;
      result.credits.count += item.creditCount;
      result.credits.cents += item.creditCents;
      result.debits.count += item.debitCount;
      result.debits.cents += item.debitCents;
      result.islandFundingCents += item.islandFundingCents;
      for (const id of bankAccountIds) result.bankAccounts[id] += (item as Record<string, unknown>)[bankField(id)] as number;
      if (item.firstMonth && (result.firstMonth === null || item.firstMonth < result.firstMonth)) result.firstMonth = item.firstMonth;
      continue;
    }
    const day = days.get(item.sk.slice(DAY_PREFIX.length));
    if (day) {
      day.entries += item.entries;
      day.volumeCents += item.volumeCents;
    }
  }
  result.days = [...days.values()];
  return result;
}
