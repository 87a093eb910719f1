import type { tableDesign } from './table-design';

/*
 * What lives in the table, as data: the partitions every partition key belongs to, and each kind
 * of item with the partition it lives in, the DynamoDB actions its entity module reads and writes
 * it with, and the index uses it is found by. Entity modules build their partition keys from
 * `partitions`; the CDK stack derives each function's table grants from `itemKinds` (IAM
 * `dynamodb:LeadingKeys` patterns per action), and the local gateway holds the handlers to the
 * same grants. A new kind of item is one entry here (and its entity module); see docs/data-model.md.
 */

type IndexName = (typeof tableDesign.globalSecondaryIndexes)[number]['indexName'];
/** ConditionCheckItem: a condition on an item inside TransactWriteItems, which reads it without writing. */
export type ReadAction = 'GetItem' | 'Query' | 'ConditionCheckItem';
export type WriteAction = 'PutItem' | 'UpdateItem' | 'DeleteItem';

/** A partition key made of a prefix and an id, e.g. `USER#{userId}`. */
export interface PrefixedPartition {
  /** The keys of this partition as an IAM `StringLike` pattern. */
  readonly pattern: `${string}*`;
  readonly key: (id: string) => string;
}

/** A partition with one fixed key, e.g. `AUDIT`. */
export interface FixedPartition {
  readonly pattern: string;
  readonly key: string;
}

const prefixed = (prefix: string): PrefixedPartition => ({ pattern: `${prefix}*`, key: (id) => `${prefix}${id}` });
const fixed = (key: string): FixedPartition => ({ pattern: key, key });

export const partitions = {
  /** A customer's partition: their profile, onboarding marker, accounts, entries, adjustments and notifications. */
  user: prefixed('USER#'),
  /** One per account number ever issued. */
  accountNumber: prefixed('ACCOUNTNUMBER#'),
  /** One per (caller, operation, Idempotency-Key). */
  idempotency: prefixed('IDEMPOTENCY#'),
  /** The audit chain: its events and its head. */
  audit: fixed('AUDIT'),
  /** One per audited action name: copies of its events (docs/data-model.md, "Audit event"). */
  auditAction: prefixed('AUDITACTION#'),
  /** One per email an administrator is creating a customer for (docs/data-model.md, "Items"). */
  userCreation: prefixed('NEWUSER#'),
  /** One per caller: their call counters (docs/data-model.md, "Call counter"). */
  callCounter: prefixed('RATELIMIT#'),
  /** One per shard of the bank's counters (docs/data-model.md, "Bank counters"). */
  bankCounters: prefixed('STATS#'),
  /** One per check ever presented with a number: routing, payer account and check number (docs/data-model.md, "Check deposit"). */
  checkPresentment: prefixed('PRESENTED#'),
} as const;
export type PartitionName = keyof typeof partitions;

export interface ItemKind {
  readonly partition: PartitionName;
  /** How its entity module reads it by primary key (GetItem, Query on its partition). */
  readonly reads: readonly ReadAction[];
  /** How its entity module writes it, alone or inside TransactWriteItems. */
  readonly writes: readonly WriteAction[];
  /** The index uses it is found by (named as in its entity module), and the index each queries. */
  readonly indexUses?: Readonly<Record<string, IndexName>>;
}

export const itemKinds = {
  profile: { partition: 'user', reads: ['GetItem'], writes: ['PutItem', 'UpdateItem'], indexUses: { byEmail: 'gsi1', allUsers: 'gsi2' } },
  onboardingMarker: { partition: 'user', reads: [], writes: ['PutItem'] },
  account: { partition: 'user', reads: ['GetItem', 'Query'], writes: ['PutItem', 'UpdateItem'], indexUses: { byAccountId: 'gsi1', allAccounts: 'gsi2' } },
  accountNumber: { partition: 'accountNumber', reads: [], writes: ['PutItem'] },
  adjustment: { partition: 'user', reads: [], writes: ['PutItem'] },
  idempotencyRecord: { partition: 'idempotency', reads: ['GetItem'], writes: ['PutItem'] },
  auditHead: { partition: 'audit', reads: ['GetItem'], writes: ['PutItem', 'UpdateItem'] },
  /** GetItem: the action filter fetches the sealed events its entries point to. */
  auditEvent: { partition: 'audit', reads: ['GetItem', 'Query'], writes: ['PutItem'], indexUses: { byActor: 'gsi1', byTarget: 'gsi2' } },
  auditActionEntry: { partition: 'auditAction', reads: ['Query'], writes: ['PutItem'] },
  accountMonth: { partition: 'user', reads: ['GetItem', 'Query'], writes: ['UpdateItem'] },
  callCounter: { partition: 'callCounter', reads: [], writes: ['UpdateItem'] },
  userCreationClaim: { partition: 'userCreation', reads: [], writes: ['PutItem', 'UpdateItem'] },
  /** Which pool user a back-office creation added for an email (entities/user-creation-claim.ts). */
  userCreationRecord: { partition: 'userCreation', reads: ['GetItem'], writes: ['PutItem'] },
  /** Entries are appended; only a held (pending) entry's status changes, when its wire is decided. */
  transaction: { partition: 'user', reads: ['GetItem', 'Query'], writes: ['PutItem', 'UpdateItem'], indexUses: { byAccount: 'gsi1', allEntries: 'gsi2' } },
  /** Also the workflow counters (entities/workflow-counters.ts): the same shards, other sort keys. */
  bankCounterShard: { partition: 'bankCounters', reads: ['Query'], writes: ['UpdateItem'] },
  notification: { partition: 'user', reads: ['Query'], writes: ['PutItem'] },
  notificationState: { partition: 'user', reads: ['GetItem'], writes: ['UpdateItem'] },
  /** A wire request (entities/wire.ts): found by id for the back office, listed by status, awaiting ones by expiry. */
  wire: {
    partition: 'user',
    reads: ['GetItem', 'Query'],
    writes: ['PutItem', 'UpdateItem'],
    indexUses: { byWireId: 'gsi1', allWires: 'gsi2', byStatus: 'gsi3', awaitingByExpiry: 'gsi3' },
  },
  checkDeposit: { partition: 'user', reads: ['GetItem', 'Query'], writes: ['PutItem', 'UpdateItem'], indexUses: { byCheckId: 'gsi1', byStatus: 'gsi2' } },
  checkPresentment: { partition: 'checkPresentment', reads: ['ConditionCheckItem'], writes: ['PutItem', 'UpdateItem'] },
  lockerItem: { partition: 'user', reads: ['GetItem', 'Query'], writes: ['PutItem', 'UpdateItem'], indexUses: { byItemId: 'gsi1', byStatus: 'gsi2' } },
  /**
   * Removing a locker item (entities/locker-item.ts), the only item the bank ever deletes (its
   * audit event keeps it as it was): a kind of its own, so only the function that removes items
   * holds DeleteItem.
   */
  lockerItemRemoval: { partition: 'user', reads: [], writes: ['DeleteItem'] },
  lockerSize: { partition: 'user', reads: [], writes: ['UpdateItem'] },
} as const satisfies Record<string, ItemKind>;

export type ItemKindName = keyof typeof itemKinds;

/** `account.byAccountId`: one index use of one kind of item. */
export type IndexUseName = {
  [Kind in ItemKindName]: (typeof itemKinds)[Kind] extends { indexUses: infer Uses } ? `${Kind}.${keyof Uses & string}` : never;
}[ItemKindName];
