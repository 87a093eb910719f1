import { itemKinds, partitions } from '@sandbank/lambdas/deployment';
import { COUNTER_SHARDS, DUE_SHARDS, ENTRY_SHARDS } from '@sandbank/lambdas/local';

/*
 * Which partitions the bank's traffic shares, for the hot-key audit (scripts/bench/hotkeys.ts and
 * lambdas/test/integration/hot-keys.test.ts). A partition written under a key template whose
 * placeholders name a customer, an account, a caller or a request (`USER#{userId}`) has as many
 * partitions as there are of those: its load is that one customer's, a limit of its own, never
 * the bank's. A template whose placeholders are only a shard, a month, a status or an action
 * (`STATS#{shard}`, `WIRES#{status}`, `ACCOUNTS`) is shared by every customer: the bank's writes
 * to it are spread over its shards and no further, so it sets a bank-wide ceiling.
 */

/** A partition key's template, as the table's item kinds declare it (`USER#{userId}`). */
type KeyTemplate = string;

/** Placeholders that do not multiply partitions with the bank's customers. */
const SHARED_PLACEHOLDERS = new Set(['shard', 'month', 'status', 'action']);

/**
 * Every shared partition a transfer between two customers writes, with the number of partitions
 * its writes are spread over. A new write on the transfer path to a shared partition must be
 * declared here with its sharding (the hot-key test fails until it is) and its ceiling checked
 * with `npm run bench:hotkeys`.
 */
export const TRANSFER_PATH_SHARED: Readonly<Record<KeyTemplate, number>> = {
  [partitions.bankCounters]: COUNTER_SHARDS,
  [itemKinds.transaction.indexes.allEntries.partition]: ENTRY_SHARDS,
};

/** How many partitions a shared template's writes spread over: its shard count, or one. */
export const SHARDS_OF_SHARED: Readonly<Record<KeyTemplate, number>> = {
  ...TRANSFER_PATH_SHARED,
  // A transfer's events reach the due index only through the stream, for customers with a webhook.
  [itemKinds.webhookDelivery.indexes.dueForAttempt.partition]: DUE_SHARDS,
};

export interface PartitionPattern {
  /** The key template the partition was made from (`USER#{userId}`, `STATS#{shard}`). */
  template: KeyTemplate;
  /** Shared by every customer (its placeholders are only shards, months, statuses, actions). */
  shared: boolean;
  /** How many partitions the template's writes spread over at one time: its shards when shared, one otherwise (a customer's own). */
  shards: number;
}

const placeholdersOf = (template: KeyTemplate) => [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
const literalLength = (template: KeyTemplate) => template.replace(/\{\w+\}/g, '').length;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const matcherOf = (template: KeyTemplate) =>
  new RegExp(`^${template.split(/(\{\w+\})/).map((part) => (/^\{\w+\}$/.test(part) ? '(.+)' : escape(part))).join('')}$`);

function templatesOf(target: string): KeyTemplate[] {
  if (target === 'table') return Object.values(partitions);
  const uses = Object.values(itemKinds).flatMap((kind) => Object.values<{ index: string; partition: KeyTemplate }>('indexes' in kind ? kind.indexes : {}));
  return [...new Set(uses.filter((use) => use.index === target).map((use) => use.partition))];
}

const cache = new Map<string, { template: KeyTemplate; matcher: RegExp }[]>();

/** The declared template a written partition key was made from; the most specific when several match. */
export function patternOf(target: string, partition: string): PartitionPattern {
  let candidates = cache.get(target);
  if (!candidates) {
    candidates = templatesOf(target)
      .sort((a, b) => literalLength(b) - literalLength(a))
      .map((template) => ({ template, matcher: matcherOf(template) }));
    cache.set(target, candidates);
  }
  const found = candidates.find(({ matcher }) => matcher.test(partition));
  if (!found) return { template: `undeclared: ${partition}`, shared: true, shards: 1 };
  const shared = placeholdersOf(found.template).every((name) => SHARED_PLACEHOLDERS.has(name));
  return { template: found.template, shared, shards: shared ? (SHARDS_OF_SHARED[found.template] ?? 1) : 1 };
}
