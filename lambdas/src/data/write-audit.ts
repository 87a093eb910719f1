import { DynamoDBClient, GetItemCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { documentClient } from '../lib/clients/dynamodb';
import { tableDesign } from './table-design';

/*
 * Benchmarks and tests only: reports every committed write of this process's document client as the partitions
 * it lands on, in write units as DynamoDB bills them, for the hot-key audit. It reads each item before and after
 * with a client of its own (unrecorded, not held to grants) to size updates and removals; refused writes are not
 * counted.
 */

export type WriteTarget = 'table' | (typeof tableDesign.globalSecondaryIndexes)[number]['indexName'];

export interface RecordedWrite {
  target: WriteTarget;
  partition: string;
  units: number;
  action: string;
}

type Item = Record<string, AttributeValue>;
type JsonItem = Record<string, unknown>;

const UNIT_BYTES = 1024;

/** Close enough for whole write units. */
function valueSize(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 1;
  const [type, inner] = Object.entries(value)[0] ?? ['NULL', true];
  switch (type) {
    case 'S':
      return Buffer.byteLength(String(inner));
    case 'N':
      return Math.ceil(String(inner).replace(/^-|\.|e.*$/gi, '').length / 2) + 1;
    case 'B':
      return inner instanceof Uint8Array ? inner.length : Math.floor((String(inner).length * 3) / 4);
    case 'SS':
    case 'NS':
    case 'BS':
      return (inner as unknown[]).reduce<number>((total, member) => total + valueSize({ [type.slice(0, 1)]: member }), 0);
    case 'M':
      return 3 + itemSize(inner as JsonItem) + Object.keys(inner as object).length;
    case 'L':
      return 3 + (inner as unknown[]).reduce<number>((total, member) => total + 1 + valueSize(member), 0);
    default:
      return 1;
  }
}

export function itemSize(item: JsonItem): number {
  return Object.entries(item).reduce((total, [name, value]) => total + Buffer.byteLength(name) + valueSize(value), 0);
}

const unitsOf = (bytes: number) => Math.max(1, Math.ceil(bytes / UNIT_BYTES));
const stringOf = (value: unknown) => (typeof value === 'object' && value !== null && 'S' in value ? String(value.S) : null);

function indexKeyOf(item: JsonItem | null, index: (typeof tableDesign.globalSecondaryIndexes)[number]): { partition: string; sort: string } | null {
  const partition = item ? stringOf(item[index.partitionKey]) : null;
  const sort = item ? stringOf(item[index.sortKey]) : null;
  return partition !== null && sort !== null ? { partition, sort } : null;
}

/** Index writes are not doubled by transactions: indexes are updated after the commit. */
export function writesOfChange(before: JsonItem | null, after: JsonItem | null, transactional: boolean, action: string): RecordedWrite[] {
  const partition = stringOf((after ?? before)?.[tableDesign.partitionKey]);
  if (partition === null) return [];
  const beforeSize = before ? itemSize(before) : 0;
  const afterSize = after ? itemSize(after) : 0;
  const writes: RecordedWrite[] = [{ target: 'table', partition, units: unitsOf(Math.max(beforeSize, afterSize)) * (transactional ? 2 : 1), action }];
  for (const index of tableDesign.globalSecondaryIndexes) {
    const from = indexKeyOf(before, index);
    const to = indexKeyOf(after, index);
    if (from && to && from.partition === to.partition && from.sort === to.sort) {
      writes.push({ target: index.indexName, partition: to.partition, units: unitsOf(afterSize), action });
      continue;
    }
    if (from) writes.push({ target: index.indexName, partition: from.partition, units: unitsOf(beforeSize), action });
    if (to) writes.push({ target: index.indexName, partition: to.partition, units: unitsOf(afterSize), action });
  }
  return writes;
}

interface ItemWrite {
  tableName: string;
  key: JsonItem;
  put: JsonItem | null;
}

const record = (value: unknown): JsonItem => (typeof value === 'object' && value !== null ? (value as JsonItem) : {});
const keyOf = (item: JsonItem): JsonItem => ({ [tableDesign.partitionKey]: item[tableDesign.partitionKey], [tableDesign.sortKey]: item[tableDesign.sortKey] });

function itemWritesOf(action: string, input: JsonItem): ItemWrite[] {
  const tableName = String(input.TableName ?? '');
  switch (action) {
    case 'PutItem':
      return [{ tableName, key: keyOf(record(input.Item)), put: record(input.Item) }];
    case 'UpdateItem':
    case 'DeleteItem':
      return [{ tableName, key: record(input.Key), put: null }];
    case 'TransactWriteItems':
      return (input.TransactItems as unknown[]).flatMap((entry): ItemWrite[] => {
        const { Put, Update, Delete } = record(entry);
        if (Put) return [{ tableName: String(record(Put).TableName), key: keyOf(record(record(Put).Item)), put: record(record(Put).Item) }];
        const target = record(Update ?? Delete);
        return Update || Delete ? [{ tableName: String(target.TableName), key: record(target.Key), put: null }] : [];
      });
    case 'BatchWriteItem':
      return Object.entries(record(input.RequestItems)).flatMap(([table, requests]) =>
        (requests as unknown[]).map((request) => {
          const { PutRequest, DeleteRequest } = record(request);
          const put = PutRequest ? record(record(PutRequest).Item) : null;
          return { tableName: table, key: put ? keyOf(put) : record(record(DeleteRequest).Key), put };
        }),
      );
    default:
      return [];
  }
}

function requestOf(request: unknown): { action: string; input: JsonItem } {
  const { headers, body } = record(request);
  const target = String(record(headers)['x-amz-target'] ?? '');
  const text = typeof body === 'string' ? body : body instanceof Uint8Array ? new TextDecoder().decode(body) : '{}';
  return { action: target.slice(target.lastIndexOf('.') + 1), input: record(JSON.parse(text)) };
}

const MIDDLEWARE = 'sandbankWriteAudit';

/** Installing it twice replaces the first. */
export function recordTableWrites(onWrite: (write: RecordedWrite) => void): () => void {
  const reader = new DynamoDBClient({ maxAttempts: 3 });
  const readItem = async (tableName: string, key: JsonItem): Promise<Item | null> => {
    const { Item } = await reader.send(new GetItemCommand({ TableName: tableName, Key: key as Item, ConsistentRead: true }));
    return Item ?? null;
  };
  const stack = documentClient().middlewareStack;
  stack.remove(MIDDLEWARE);
  stack.add(
    (next) => async (args) => {
      const { action, input } = requestOf(args.request);
      const items = itemWritesOf(action, input);
      if (items.length === 0) return next(args);
      const before = await Promise.all(items.map((item) => readItem(item.tableName, item.key)));
      const result = await next(args);
      const after = await Promise.all(items.map((item) => (item.put ? Promise.resolve(item.put) : readItem(item.tableName, item.key))));
      const transactional = action === 'TransactWriteItems';
      items.forEach((_, position) => {
        for (const write of writesOfChange(before[position] ?? null, (after[position] as JsonItem | null) ?? null, transactional, action)) onWrite(write);
      });
      return result;
    },
    { step: 'build', name: MIDDLEWARE },
  );
  return () => {
    stack.remove(MIDDLEWARE);
    reader.destroy();
  };
}
