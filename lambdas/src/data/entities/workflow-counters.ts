import { randomInt } from 'node:crypto';
import * as kinds from '../item-kinds';
import { fillKey, keyPrefix, type ItemKey } from '../keys';
import { tableName } from '../table';
import type { TransactItem } from '../transact';
import { COUNTER_SHARDS, readCounterShards, shardPartition } from './bank-counters';

/*
 * Kept like the bank counters: a status change adds to one random shard in its own transaction, so counts are
 * exact once committed. "COUNT#…" sorts before "DAY#…" and "TOTALS", so the bank counters' reads never see these
 * items.
 */

export type Workflow = 'wires' | 'checks' | 'locker' | 'approvals';

const WORKFLOW = kinds.bankCounterShard.sort.workflow;
const SORT_PREFIX = keyPrefix(WORKFLOW);
const shardKey = (shard: number, workflow: Workflow): ItemKey => ({ pk: shardPartition(shard), sk: fillKey(WORKFLOW, { workflow }) });

/** `to` alone is a new request, `from` alone a removed one, both a status change. */
export interface StatusChange {
  from?: string;
  to?: string;
}

export function countStatusChange(workflow: Workflow, change: StatusChange, shard = randomInt(0, COUNTER_SHARDS)): TransactItem {
  const adds: [string, number][] = [];
  if (change.from === undefined && change.to !== undefined) adds.push(['total', 1]);
  if (change.from !== undefined && change.to === undefined) adds.push(['total', -1]);
  if (change.from !== undefined) adds.push([change.from, -1]);
  if (change.to !== undefined) adds.push([change.to, 1]);
  if (adds.length === 0) throw new Error('A status change needs a status it comes from or goes to');
  return {
    Update: {
      TableName: tableName(),
      Key: shardKey(shard, workflow),
      UpdateExpression: `SET entity = :entity ADD ${adds.map((_, index) => `#s${index} :s${index}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(adds.map(([status], index) => [`#s${index}`, status])),
      ExpressionAttributeValues: {
        ':entity': 'workflowCounterShard',
        ...Object.fromEntries(adds.map(([, amount], index) => [`:s${index}`, amount])),
      },
    },
  };
}

/** Statuses never reached are absent: read them as 0. */
export type WorkflowCounts = Record<string, number>;

export async function readWorkflowCounters(): Promise<Record<Workflow, WorkflowCounts>> {
  return sumWorkflowCounters(await readCounterShards());
}

export function sumWorkflowCounters(shardItems: readonly Record<string, unknown>[]): Record<Workflow, WorkflowCounts> {
  const result: Record<Workflow, WorkflowCounts> = { wires: { total: 0 }, checks: { total: 0 }, locker: { total: 0 }, approvals: { total: 0 } };
  for (const item of shardItems) {
    if (typeof item.sk !== 'string' || !item.sk.startsWith(SORT_PREFIX)) continue;
    const workflow = item.sk.slice(SORT_PREFIX.length);
    if (!Object.hasOwn(result, workflow)) continue;
    const counts = result[workflow as Workflow];
    for (const [name, value] of Object.entries(item)) {
      if (typeof value === 'number') counts[name] = (counts[name] ?? 0) + value;
    }
  }
  return result;
}

export const countOf = (counts: WorkflowCounts, status: string): number => counts[status] ?? 0;
