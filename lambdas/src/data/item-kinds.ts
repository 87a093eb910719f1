import { toolkitItemKinds } from './entities/sandbox/item-kinds';
import type { IndexUse, KeyTemplate } from './keys';

/*
 * What lives in the table, declared once, as data: the partitions, and each kind of item with its
 * key, the index uses it is found by (each with its index and its key there), and the DynamoDB
 * actions its entity module reads and writes it with. Keys are templates (`WIRE#{wireId}`): the
 * entity modules build every key and index attribute from them (data/keys.ts), the CDK stack
 * derives each function's table grants from them (IAM `dynamodb:LeadingKeys` patterns per action,
 * Query per index use), the local gateway holds the handlers to the same grants, and
 * docs/data-model.md lists them (a unit test holds its table to this file).
 *
 * A new access pattern on an existing index use needs nothing here. A new index use is one entry
 * in its kind's `indexes`; a new kind of item is one declaration below, listed in `itemKinds`,
 * and its entity module, data/entities/<entity>.ts. A new index is a change to table-design.ts.
 * The tester's toolkit declares its kinds beside its entity modules (entities/sandbox/item-kinds.ts),
 * and `itemKinds` lists them with the bank's.
 */

/** ConditionCheckItem: a condition on an item inside TransactWriteItems, which reads it without writing. */
export type ReadAction = 'GetItem' | 'Query' | 'ConditionCheckItem';
export type WriteAction = 'PutItem' | 'UpdateItem' | 'DeleteItem';

export const partitions = {
  /** A customer's partition: their profile, onboarding marker, accounts, entries, adjustments, notifications, wires, checks and locker. */
  user: 'USER#{userId}',
  /** One per account number ever issued. */
  accountNumber: 'ACCOUNTNUMBER#{number}',
  /** One per (caller, operation, Idempotency-Key): the scope is `{callerId}#{operationId}#{key}`. */
  idempotency: 'IDEMPOTENCY#{scope}',
  /** The audit chain: its events and its head. */
  audit: 'AUDIT',
  /** One per audited action name: the keys of its events (docs/data-model.md, "Audit event"). */
  auditAction: 'AUDITACTION#{action}',
  /** One per email (lower case) an administrator is creating a customer for. */
  userCreation: 'NEWUSER#{email}',
  /** One per caller: their call counters (docs/data-model.md, "Per-caller limits"). */
  callCounter: 'RATELIMIT#{callerId}',
  /** One per shard (two digits) of the bank's counters (docs/data-model.md, "Bank counters"). */
  bankCounters: 'STATS#{shard}',
  /** One per check ever presented with a number; account and check number without leading zeros (entities/check-presentment.ts). */
  checkPresentment: 'PRESENTED#{routingNumber}#{accountNumber}#{checkNumber}',
  /** The tester's toolkit's own figures (entities/sandbox/test-customer-count.ts). */
  sandbox: 'SANDBOX',
  /** One per posting request: a large back-office posting waiting for a second administrator (entities/posting-request.ts). */
  postingRequest: 'POSTINGREQUEST#{requestId}',
  /** One per account an administrator posted to at once lately: the maker-checker's rolling totals (entities/posting-hour.ts). */
  postingHours: 'POSTINGHOURS#{accountId}',
  /** One per live connection's ticket, by the SHA-256 of the ticket (entities/live-ticket.ts): the ticket itself is never stored. */
  liveTicket: 'LIVETICKET#{ticketHash}',
} as const satisfies Record<string, KeyTemplate>;
export type PartitionName = keyof typeof partitions;

export interface ItemKind {
  readonly partition: PartitionName;
  /** Its sort key; a kind whose items come in several shapes names each one. */
  readonly sort: KeyTemplate | Readonly<Record<string, KeyTemplate>>;
  /** How its entity module reads it by primary key (GetItem, Query on its partition, ConditionCheckItem). */
  readonly reads: readonly ReadAction[];
  /** How its entity module writes it, alone or inside TransactWriteItems. */
  readonly writes: readonly WriteAction[];
  /** The index uses it is found by, by name: the index each queries and the item's key there. */
  readonly indexes?: Readonly<Record<string, IndexUse>>;
}

/** The gsi1 partition an account shares with its entries. */
const accountCollection = 'ACCOUNT#{accountId}';

export const profile = {
  partition: 'user',
  sort: 'PROFILE',
  reads: ['GetItem'],
  writes: ['PutItem', 'UpdateItem'],
  indexes: {
    /** The email in lower case. */
    byEmail: { index: 'gsi1', partition: 'EMAIL#{email}', sort: 'PROFILE' },
    allUsers: { index: 'gsi2', partition: 'USERS', sort: '{createdAt}#{userId}' },
  },
} as const satisfies ItemKind;

export const onboardingMarker = { partition: 'user', sort: 'ONBOARDING', reads: [], writes: ['PutItem'] } as const satisfies ItemKind;

export const account = {
  partition: 'user',
  sort: 'ACCOUNT#{accountId}',
  reads: ['GetItem', 'Query'],
  writes: ['PutItem', 'UpdateItem'],
  indexes: {
    byAccountId: { index: 'gsi1', partition: accountCollection, sort: 'ACCOUNT' },
  },
} as const satisfies ItemKind;

/**
 * An account's row in the bank-wide listing (entities/account.ts): what the listing finds and
 * searches by, which never changes with the balance, so a balance change writes no listing index
 * entry (docs/data-model.md, "Write ceilings"). Written once, with the account.
 */
export const accountListing = {
  partition: 'user',
  sort: 'ACCOUNTLISTING#{accountId}',
  reads: [],
  writes: ['PutItem'],
  indexes: {
    allAccounts: { index: 'gsi2', partition: 'ACCOUNTS', sort: '{createdAt}#{accountId}' },
  },
} as const satisfies ItemKind;

export const accountNumber = { partition: 'accountNumber', sort: 'ACCOUNTNUMBER', reads: [], writes: ['PutItem'] } as const satisfies ItemKind;

export const adjustment = { partition: 'user', sort: 'ADJUSTMENT#{adjustmentId}', reads: [], writes: ['PutItem'] } as const satisfies ItemKind;

export const idempotencyRecord = { partition: 'idempotency', sort: 'IDEMPOTENCY', reads: ['GetItem'], writes: ['PutItem'] } as const satisfies ItemKind;

export const auditHead = { partition: 'audit', sort: 'HEAD', reads: ['GetItem'], writes: ['PutItem', 'UpdateItem'] } as const satisfies ItemKind;

/** The sequence number in the keys of audit events has 12 digits, so key order is chain order. */
export const auditEvent = {
  partition: 'audit',
  sort: 'EVENT#{sequence}',
  /** GetItem: the action filter fetches the sealed events its entries point to. */
  reads: ['GetItem', 'Query'],
  writes: ['PutItem'],
  indexes: {
    byActor: { index: 'gsi1', partition: 'AUDITBY#{actorId}', sort: 'EVENT#{sequence}' },
    byTarget: { index: 'gsi2', partition: 'AUDITON#{targetId}', sort: 'EVENT#{sequence}' },
  },
} as const satisfies ItemKind;

export const auditActionEntry = { partition: 'auditAction', sort: 'EVENT#{sequence}', reads: ['Query'], writes: ['PutItem'] } as const satisfies ItemKind;

/** `{month}` is YYYY-MM (UTC). */
export const accountMonth = { partition: 'user', sort: 'MONTH#{accountId}#{month}', reads: ['GetItem', 'Query'], writes: ['UpdateItem'] } as const satisfies ItemKind;

/** `{windowStart}` is ISO 8601. */
export const callCounter = { partition: 'callCounter', sort: '{category}#{windowStart}', reads: [], writes: ['UpdateItem'] } as const satisfies ItemKind;

export const userCreationClaim = { partition: 'userCreation', sort: 'CLAIM', reads: [], writes: ['PutItem', 'UpdateItem'] } as const satisfies ItemKind;

/** Which pool user a back-office creation added for an email (entities/user-creation-claim.ts). */
export const userCreationRecord = { partition: 'userCreation', sort: 'CREATED', reads: ['GetItem'], writes: ['PutItem'] } as const satisfies ItemKind;

/** A ledger entry. Entries are appended; only a held (pending) entry's status changes, when its wire is decided. */
export const transaction = {
  partition: 'user',
  sort: 'TX#{transactionId}',
  reads: ['GetItem', 'Query'],
  writes: ['PutItem', 'UpdateItem'],
  indexes: {
    byAccount: { index: 'gsi1', partition: accountCollection, sort: 'TX#{transactionId}' },
    /** `{month}` YYYY-MM of the entry's id, `{shard}` two digits: a month's entries spread over several partitions. */
    allEntries: { index: 'gsi2', partition: 'ENTRIES#{month}#{shard}', sort: 'TX#{transactionId}' },
  },
} as const satisfies ItemKind;

/** The bank's counters and the workflow counters (entities/bank-counters.ts, workflow-counters.ts): the same shards, other sort keys. */
export const bankCounterShard = {
  partition: 'bankCounters',
  /** `{day}` is YYYY-MM-DD (UTC); `{workflow}` wires, checks, locker or approvals. */
  sort: { totals: 'TOTALS', day: 'DAY#{day}', workflow: 'COUNT#{workflow}' },
  reads: ['Query'],
  writes: ['UpdateItem'],
} as const satisfies ItemKind;

export const notification = { partition: 'user', sort: 'NOTIFICATION#{notificationId}', reads: ['Query'], writes: ['PutItem'] } as const satisfies ItemKind;

/** The newest notification its customer has seen. */
export const notificationState = { partition: 'user', sort: 'NOTIFICATIONS', reads: ['GetItem'], writes: ['UpdateItem'] } as const satisfies ItemKind;

/** A wire request (entities/wire.ts): found by id for the back office, listed by status, awaiting ones by expiry. */
export const wire = {
  partition: 'user',
  sort: 'WIRE#{wireId}',
  reads: ['GetItem', 'Query'],
  writes: ['PutItem', 'UpdateItem'],
  indexes: {
    byWireId: { index: 'gsi1', partition: 'WIRE#{wireId}', sort: 'WIRE' },
    /** Set once confirmed: the wires that reached the back office. */
    allWires: { index: 'gsi2', partition: 'WIRES', sort: 'WIRE#{wireId}' },
    /** Once confirmed: pending, approved, rejected (and expired, which never reached the back office). */
    byStatus: { index: 'gsi3', partition: 'WIRES#{status}', sort: 'WIRE#{wireId}' },
    /** While it awaits its code, instead of byStatus: the expiry job reads the lapsed ones, and nothing else. */
    awaitingByExpiry: { index: 'gsi3', partition: 'WIRES#awaiting_confirmation', sort: 'EXPIRES#{codeExpiresAt}#{wireId}' },
  },
} as const satisfies ItemKind;

export const checkDeposit = {
  partition: 'user',
  sort: 'CHECK#{checkId}',
  reads: ['GetItem', 'Query'],
  writes: ['PutItem', 'UpdateItem'],
  indexes: {
    byCheckId: { index: 'gsi1', partition: 'CHECK#{checkId}', sort: 'CHECK' },
    byStatus: { index: 'gsi2', partition: 'CHECKS#{status}', sort: 'CHECK#{checkId}' },
  },
} as const satisfies ItemKind;

export const checkPresentment = { partition: 'checkPresentment', sort: 'PRESENTED', reads: ['ConditionCheckItem'], writes: ['PutItem', 'UpdateItem'] } as const satisfies ItemKind;

/** A locker item's sort key, which its removal addresses too (a constant, so a function bundles only the kinds it uses). */
const lockerItemSort = 'LOCKER#{itemId}';

export const lockerItem = {
  partition: 'user',
  sort: lockerItemSort,
  reads: ['GetItem', 'Query'],
  writes: ['PutItem', 'UpdateItem'],
  indexes: {
    byItemId: { index: 'gsi1', partition: 'LOCKERITEM#{itemId}', sort: 'LOCKERITEM' },
    byStatus: { index: 'gsi2', partition: 'LOCKER#{status}', sort: '{storedAt}#{itemId}' },
  },
} as const satisfies ItemKind;

/**
 * Removing a locker item, the only item the bank ever deletes (its audit event keeps it as it
 * was): the same items as lockerItem, as a kind of its own, so only the function that removes
 * items holds DeleteItem.
 */
export const lockerItemRemoval = { partition: 'user', sort: lockerItemSort, reads: [], writes: ['DeleteItem'] } as const satisfies ItemKind;

export const lockerSize = { partition: 'user', sort: 'LOCKERSIZE', reads: [], writes: ['UpdateItem'] } as const satisfies ItemKind;

/**
 * An event (entities/event.ts): a state change the customer can see, written in the transaction of
 * the change, listed newest first (ids are ULIDs), kept 30 days (TTL); the table's stream carries
 * it to the pipeline that delivers webhooks and live updates.
 */
export const event = { partition: 'user', sort: 'EVENT#{eventId}', reads: ['Query'], writes: ['PutItem'] } as const satisfies ItemKind;

/** A webhook endpoint's sort key, which its removal addresses too. */
const webhookEndpointSort = 'WEBHOOK#{webhookId}';

/**
 * A customer's webhook endpoint (entities/webhook-endpoint.ts): its URL, the event types it
 * listens to, its signing secret and whether its deliveries are failing.
 */
export const webhookEndpoint = { partition: 'user', sort: webhookEndpointSort, reads: ['GetItem', 'Query'], writes: ['PutItem', 'UpdateItem'] } as const satisfies ItemKind;

/** Removing an endpoint: the same items as webhookEndpoint, as a kind of its own, so only deleteWebhook holds DeleteItem. */
export const webhookEndpointRemoval = { partition: 'user', sort: webhookEndpointSort, reads: [], writes: ['DeleteItem'] } as const satisfies ItemKind;

/** How many endpoints a customer has: raised under the cap in the transaction that registers one, lowered by a removal. */
export const webhookEndpointCount = { partition: 'user', sort: 'WEBHOOKCOUNT', reads: [], writes: ['UpdateItem'] } as const satisfies ItemKind;

/**
 * One event's delivery to one endpoint (entities/webhook-delivery.ts), keyed by the event's id so a
 * replayed event makes no second delivery; while pending it is on gsi3 by the time its next attempt
 * is due, for the retry job, and leaves the index once it succeeded or failed.
 */
export const webhookDelivery = {
  partition: 'user',
  sort: 'DELIVERY#{webhookId}#{deliveryId}',
  reads: ['GetItem', 'Query'],
  writes: ['PutItem', 'UpdateItem'],
  indexes: {
    /** `{shard}` two digits from the delivery's id: every delivery of the bank would otherwise share one partition. */
    dueForAttempt: { index: 'gsi3', partition: 'WEBHOOKDELIVERIES#pending#{shard}', sort: 'DUE#{nextAttemptAt}#{webhookId}#{deliveryId}' },
  },
} as const satisfies ItemKind;

/** A live connection's sort key, which its removal addresses too. */
const liveConnectionSort = 'LIVE#{connectionId}';

/**
 * A live connection (entities/live-connection.ts): one browser's WebSocket, in its customer's
 * partition, where the pushes of that customer's events find it; an administrator's is also under
 * one index partition, so a back-office event reaches every administrator with one Query. Its TTL
 * outlives API Gateway's 2-hour limit on a connection, for a disconnect that never arrived.
 */
export const liveConnection = {
  partition: 'user',
  sort: liveConnectionSort,
  reads: ['Query'],
  writes: ['PutItem'],
  indexes: {
    adminConnections: { index: 'gsi2', partition: 'LIVEADMINS', sort: liveConnectionSort },
  },
} as const satisfies ItemKind;

/**
 * Removing a live connection, on disconnect and when a push finds it gone (410): its own kind, so
 * that opening a connection does not hold DeleteItem on customers' partitions.
 */
export const liveConnectionRemoval = { partition: 'user', sort: liveConnectionSort, reads: [], writes: ['DeleteItem'] } as const satisfies ItemKind;

/**
 * A live connection's ticket (entities/live-ticket.ts): asked for with an access token, it opens
 * one WebSocket, once, within seconds, and holds what the connection will be (its owner, whether it
 * reads the back office, when its session ends). Its TTL removes it after it lapsed unused.
 */
export const liveTicket = { partition: 'liveTicket', sort: 'TICKET', reads: [], writes: ['PutItem'] } as const satisfies ItemKind;

/**
 * Redeeming a ticket: deleted under a condition (it exists and has not lapsed), what it held read
 * back from the delete — its own kind, so that issuing tickets holds no DeleteItem and redeeming
 * them nothing else.
 */
export const liveTicketRedemption = { partition: 'liveTicket', sort: 'TICKET', reads: [], writes: ['DeleteItem'] } as const satisfies ItemKind;

/**
 * A posting request (entities/posting-request.ts): a back-office posting at or above the approval
 * threshold, in a partition of its own (the customer sees nothing of it); listed by status for
 * the approvals queue and by maker for their own requests, newest first (ids are ULIDs).
 */
export const postingRequest = {
  partition: 'postingRequest',
  sort: 'REQUEST',
  reads: ['GetItem'],
  writes: ['PutItem', 'UpdateItem'],
  indexes: {
    byStatus: { index: 'gsi3', partition: 'POSTINGREQUESTS#{status}', sort: 'REQUEST#{requestId}' },
    byMaker: { index: 'gsi2', partition: 'POSTINGREQUESTSBY#{makerId}#{status}', sort: 'REQUEST#{requestId}' },
  },
} as const satisfies ItemKind;

/**
 * What one administrator posted at once (no second administrator) to one account in one hour, in
 * absolute cents (entities/posting-hour.ts): the maker-checker adds the last 24 hours' to a new
 * posting's amount. `{hourStart}` is ISO 8601; removed by TTL once no window reads it.
 */
export const postingHour = { partition: 'postingHours', sort: 'HOUR#{hourStart}#{makerId}', reads: ['Query'], writes: ['UpdateItem'] } as const satisfies ItemKind;

/** Every kind of item, by the name grants use. */
export const itemKinds = {
  profile,
  onboardingMarker,
  account,
  accountListing,
  accountNumber,
  adjustment,
  idempotencyRecord,
  auditHead,
  auditEvent,
  auditActionEntry,
  accountMonth,
  callCounter,
  userCreationClaim,
  userCreationRecord,
  transaction,
  bankCounterShard,
  notification,
  notificationState,
  wire,
  checkDeposit,
  checkPresentment,
  lockerItem,
  lockerItemRemoval,
  lockerSize,
  ...toolkitItemKinds,
  event,
  webhookEndpoint,
  webhookEndpointRemoval,
  webhookEndpointCount,
  webhookDelivery,
  liveConnection,
  liveConnectionRemoval,
  liveTicket,
  liveTicketRedemption,
  postingRequest,
  postingHour,
} as const satisfies Record<string, ItemKind>;

export type ItemKindName = keyof typeof itemKinds;

/** `account.byAccountId`: one index use of one kind of item. */
export type IndexUseName = {
  [Kind in ItemKindName]: (typeof itemKinds)[Kind] extends { indexes: infer Uses } ? `${Kind}.${keyof Uses & string}` : never;
}[ItemKindName];
