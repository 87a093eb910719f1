import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../lib/clients/dynamodb';
import { openCursor, sealCursor, type CursorScope } from '../cursor';
import { LISTING_READ_BUDGET, tableName } from '../table';
import { allEntries, ENTRY_SHARDS, readEntry, type TransactionRecord } from './transaction';

/*
 * The bank's every entry, newest first, from index partitions spread over ENTRY_SHARDS per month so none takes
 * every write. A page merges one month's shards and hands out an entry only once every open shard is read past
 * it, so nothing newer turns up later; each call is bounded by the listing budget and MAX_QUERIES, so a page may
 * be partial.
 */

const MAX_QUERIES = 64;
/** Every shard's bit set (an unsigned 32-bit number: `>>> 0` keeps bit 31 positive). */
const ALL_DONE = 2 ** ENTRY_SHARDS - 1;

interface FeedPosition {
  month: string;
  below: string;
  /** Bit i set: shard i has nothing more in this month (unsigned). */
  done: number;
}

const POSITION_SHAPE = {
  month: /^\d{4}-(0[1-9]|1[0-2])$/,
  below: new RegExp(`^(${allEntries.sortPattern.source.slice(1, -1)})?$`),
  // Eight hex digits; four in cursors from when a month had 16 shards (the others then read as open, and empty).
  done: /^([0-9a-f]{4}){1,2}$/,
};

const monthBefore = (month: string) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
};

interface ShardRead {
  shard: number;
  items: { sort: string; entry: TransactionRecord }[];
  lastExamined: string | null;
}

async function readShard(position: FeedPosition, shard: number, limit: number): Promise<ShardRead> {
  const below = position.below !== '';
  const { Items = [], LastEvaluatedKey } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: allEntries.indexName,
      KeyConditionExpression: below ? '#partition = :partition AND #sort < :below' : '#partition = :partition AND begins_with(#sort, :prefix)',
      ExpressionAttributeNames: { '#partition': allEntries.partitionKey, '#sort': allEntries.sortKey },
      ExpressionAttributeValues: {
        ':partition': allEntries.partition(position.month, shard),
        ...(below ? { ':below': position.below } : { ':prefix': allEntries.sortPrefix() }),
      },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return {
    shard,
    items: Items.map((item) => ({ sort: String(item[allEntries.sortKey]), entry: readEntry(item) })),
    lastExamined: LastEvaluatedKey ? String(LastEvaluatedKey[allEntries.sortKey]) : null,
  };
}

export interface BankEntriesRequest<Row> {
  callerId: string;
  query: Record<string, unknown>;
  cursor?: string;
  limit: number;
  /** Null: the bank has none. */
  firstMonth: string | null;
  now?: Date;
  /** Null leaves it out. */
  rowOf: (entry: TransactionRecord) => Promise<Row | null>;
}

export async function bankEntriesPage<Row>(request: BankEntriesRequest<Row>): Promise<{ items: Row[]; nextCursor: string | null }> {
  const scope: CursorScope = { listing: 'bankTransactions', callerId: request.callerId, query: request.query };
  const currentMonth = (request.now ?? new Date()).toISOString().slice(0, 7);
  let position: FeedPosition;
  if (request.cursor) {
    const opened = await openCursor(request.cursor, scope, POSITION_SHAPE);
    position = { month: opened.month!, below: opened.below!, done: Number.parseInt(opened.done!, 16) };
  } else {
    position = { month: currentMonth, below: '', done: 0 };
  }
  const rows: Row[] = [];
  if (request.firstMonth === null) return { items: rows, nextCursor: null };
  let examined = 0;
  let queries = 0;
  const seal = (at: FeedPosition) =>
    sealCursor({ month: at.month, below: at.below, done: at.done.toString(16).padStart(8, '0') }, scope);

  for (;;) {
    if (position.done === ALL_DONE) {
      const previous = monthBefore(position.month);
      if (previous < request.firstMonth) return { items: rows, nextCursor: null };
      position = { month: previous, below: '', done: 0 };
    }
    const open = Array.from({ length: ENTRY_SHARDS }, (_, shard) => shard).filter((shard) => (position.done & (1 << shard)) === 0);
    const wanted = request.limit - rows.length;
    const perShard = Math.min(Math.max(2, Math.ceil((wanted * 1.5) / open.length) + 1), Math.floor((LISTING_READ_BUDGET - examined) / open.length));
    if (perShard < 1 || queries + open.length > MAX_QUERIES) return { items: rows, nextCursor: await seal(position) };
    const reads = await Promise.all(open.map((shard) => readShard(position, shard, perShard)));
    queries += open.length;
    examined += reads.reduce((total, read) => total + read.items.length, 0);

    // Everything at or above the frontier is known in full: no open shard holds anything newer below it.
    const frontier = reads.reduce((highest, read) => (read.lastExamined !== null && read.lastExamined > highest ? read.lastExamined : highest), '');
    const known = reads
      .flatMap((read) => read.items)
      .filter((item) => item.sort >= frontier)
      .sort((a, b) => (a.sort < b.sort ? 1 : -1));
    const matching: { sort: string; row: Row }[] = [];
    for (const [index, row] of (await Promise.all(known.map((item) => request.rowOf(item.entry)))).entries()) {
      if (row !== null) matching.push({ sort: known[index]!.sort, row });
    }

    // Resume below the last entry handed out when the page fills up, else below the frontier.
    const full = matching.length >= wanted;
    const below = full ? matching[wanted - 1]!.sort : frontier;
    rows.push(...matching.slice(0, wanted).map((item) => item.row));
    let done = position.done;
    for (const read of reads) {
      const finished = read.lastExamined === null && read.items.every((item) => below === '' || item.sort >= below);
      if (finished) done = (done | (1 << read.shard)) >>> 0;
    }
    position = { month: position.month, below, done };
    if (full) {
      const atEnd = position.done === ALL_DONE && monthBefore(position.month) < request.firstMonth;
      return { items: rows, nextCursor: atEnd ? null : await seal(position) };
    }
  }
}
