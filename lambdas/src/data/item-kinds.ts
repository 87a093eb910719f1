import { toolkitItemKinds } from './entities/sandbox/item-kinds';
import type { IndexUse, KeyTemplate } from './keys';

/*
 * The table's contents declared once, as data: entity modules build every key from these templates
 * (data/keys.ts), the CDK stack derives each function's IAM `dynamodb:LeadingKeys` grants from them, the local
 * gateway enforces the same grants, and a unit test holds docs/data-model.md to this file. A new kind is one
 * declaration here, listed in `itemKinds`; a new index is a change to table-design.ts.
 */

/** ConditionCheckItem reads an item inside TransactWriteItems without writing it. */
export type ReadAction = 'GetItem' | 'Query' | 'ConditionCheckItem';
export type WriteAction = 'PutItem' | 'UpdateItem' | 'DeleteItem';

export const partitions = {
  user: 'USER#{userId}',
  accountNumber: 'ACCOUNTNUMBER#{number}',
  idempotency: 'IDEMPOTENCY#{scope}',
  audit: 'AUDIT',
  auditAction: 'AUDITACTION#{action}',
  userCreation: 'NEWUSER#{email}',
  callCounter: 'RATELIMIT#{callerId}',
  bankCounters: 'STATS#{shard}',
  /** Account and check number without leading zeros (entities/check-presentment.ts). */
  checkPresentment: 'PRESENTED#{routingNumber}#{accountNumber}#{checkNumber}',
  sandbox: 'SANDBOX',
  postingRequest: 'POSTINGREQUEST#{requestId}',
  postingHours: 'POSTINGHOURS#{accountId}',
  /** By the SHA-256 of the ticket: the ticket itself is never stored. */
  liveTicket: 'LIVETICKET#{ticketHash}',
} as const satisfies Record<string, KeyTemplate>;
export type PartitionName = keyof typeof partitions;

export interface ItemKind {
  readonly partition: PartitionName;
  readonly sort: KeyTemplate | Readonly<Record<string, KeyTemplate>>;
  readonly reads: readonly ReadAction[];
  readonly writes: readonly WriteAction[];
  readonly indexes?: Readonly<Record<string, IndexUse>>;
}

const accountCollection = 'ACCOUNT#{accountId}';

export const profile = {
  partition: 'user',
  sort: 'PROFILE',
  reads: ['GetItem'],
  writes: ['PutItem', 'UpdateItem'],
  indexes: {
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

/** A row of its own that never changes with the balance, so a balance change writes no listing index entry (docs/data-model.md, "Write ceilings"). */
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

/** 12 digits, so key order is chain order. */
export const auditEvent = {
  partition: 'audit',
  sort: 'EVENT#{sequence}',
  /** The action filter fetches the sealed events its entries point to. */
  reads: ['GetItem', 'Query'],
  writes: ['PutItem'],
  indexes: {
    byActor: { index: 'gsi1', partition: 'AUDITBY#{actorId}', sort: 'EVENT#{sequence}' },
    byTarget: { index: 'gsi2', partition: 'AUDITON#{targetId}', sort: 'EVENT#{sequence}' },
  },
} as const satisfies ItemKind;

export const auditActionEntry = { partition: 'auditAction', sort: 'EVENT#{sequence}', reads: ['Query'], writes: ['PutItem'] } as const satisfies ItemKind;

export const accountMonth = { partition: 'user', sort: 'MONTH#{accountId}#{month}', reads: ['GetItem', 'Query'], writes: ['UpdateItem'] } as const satisfies ItemKind;

export const callCounter = { partition: 'callCounter', sort: '{category}#{windowStart}', reads: [], writes: ['UpdateItem'] } as const satisfies ItemKind;

export const userCreationClaim = { partition: 'userCreation', sort: 'CLAIM', reads: [], writes: ['PutItem', 'UpdateItem'] } as const satisfies ItemKind;

export const userCreationRecord = { partition: 'userCreation', sort: 'CREATED', reads: ['GetItem'], writes: ['PutItem'] } as const satisfies ItemKind;

/** Entries are appended; only a held entry's status changes, when its request is decided. */
export const transaction = {
  partition: 'user',
  sort: 'TX#{transactionId}',
  reads: ['GetItem', 'Query'],
  writes: ['PutItem', 'UpdateItem'],
  indexes: {
    byAccount: { index: 'gsi1', partition: accountCollection, sort: 'TX#{transactionId}' },
    /** Spread over shards so no partition takes a month's every entry. */
    allEntries: { index: 'gsi2', partition: 'ENTRIES#{month}#{shard}', sort: 'TX#{transactionId}' },
  },
} as const satisfies ItemKind;

export const bankCounterShard = {
  partition: 'bankCounters',
  sort: { totals: 'TOTALS', day: 'DAY#{day}', workflow: 'COUNT#{workflow}' },
  reads: ['Query'],
  writes: ['UpdateItem'],
} as const satisfies ItemKind;

export const notification = { partition: 'user', sort: 'NOTIFICATION#{notificationId}', reads: ['Query'], writes: ['PutItem'] } as const satisfies ItemKind;

export const notificationState = { partition: 'user', sort: 'NOTIFICATIONS', reads: ['GetItem'], writes: ['UpdateItem'] } as const satisfies ItemKind;

export const wire = {
  partition: 'user',
  sort: 'WIRE#{wireId}',
  reads: ['GetItem', 'Query'],
  writes: ['PutItem', 'UpdateItem'],
  indexes: {
    byWireId: { index: 'gsi1', partition: 'WIRE#{wireId}', sort: 'WIRE' },
    allWires: { index: 'gsi2', partition: 'WIRES', sort: 'WIRE#{wireId}' },
    byStatus: { index: 'gsi3', partition: 'WIRES#{status}', sort: 'WIRE#{wireId}' },
    /** Instead of byStatus, so the expiry job reads only the awaiting ones. */
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

/** A constant, so a function bundles only the kinds it uses. */
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

/** The only item the bank ever deletes (its audit event keeps it); a kind of its own so only the function that removes items holds DeleteItem. */
export const lockerItemRemoval = { partition: 'user', sort: lockerItemSort, reads: [], writes: ['DeleteItem'] } as const satisfies ItemKind;

export const lockerSize = { partition: 'user', sort: 'LOCKERSIZE', reads: [], writes: ['UpdateItem'] } as const satisfies ItemKind;

export const event = { partition: 'user', sort: 'EVENT#{eventId}', reads: ['Query'], writes: ['PutItem'] } as const satisfies ItemKind;

const webhookEndpointSort = 'WEBHOOK#{webhookId}';

export const webhookEndpoint = { partition: 'user', sort: webhookEndpointSort, reads: ['GetItem', 'Query'], writes: ['PutItem', 'UpdateItem'] } as const satisfies ItemKind;

/** A kind of its own, so only deleteWebhook holds DeleteItem. */
export const webhookEndpointRemoval = { partition: 'user', sort: webhookEndpointSort, reads: [], writes: ['DeleteItem'] } as const satisfies ItemKind;

export const webhookEndpointCount = { partition: 'user', sort: 'WEBHOOKCOUNT', reads: [], writes: ['UpdateItem'] } as const satisfies ItemKind;

/** Keyed by the event's id, so a replayed event makes no second delivery. */
export const webhookDelivery = {
  partition: 'user',
  sort: 'DELIVERY#{webhookId}#{deliveryId}',
  reads: ['GetItem', 'Query'],
  writes: ['PutItem', 'UpdateItem'],
  indexes: {
    /** Otherwise every delivery of the bank would share one partition. */
    dueForAttempt: { index: 'gsi3', partition: 'WEBHOOKDELIVERIES#pending#{shard}', sort: 'DUE#{nextAttemptAt}#{webhookId}#{deliveryId}' },
  },
} as const satisfies ItemKind;

const liveConnectionSort = 'LIVE#{connectionId}';

/** Its TTL outlives API Gateway's 2-hour connection limit, for a disconnect that never arrived. */
export const liveConnection = {
  partition: 'user',
  sort: liveConnectionSort,
  reads: ['Query'],
  writes: ['PutItem'],
  indexes: {
    adminConnections: { index: 'gsi2', partition: 'LIVEADMINS', sort: liveConnectionSort },
  },
} as const satisfies ItemKind;

/** A kind of its own, so opening a connection does not hold DeleteItem on customers' partitions. */
export const liveConnectionRemoval = { partition: 'user', sort: liveConnectionSort, reads: [], writes: ['DeleteItem'] } as const satisfies ItemKind;

export const liveTicket = { partition: 'liveTicket', sort: 'TICKET', reads: [], writes: ['PutItem'] } as const satisfies ItemKind;

/** A kind of its own, so issuing tickets holds no DeleteItem and redeeming them nothing else. */
export const liveTicketRedemption = { partition: 'liveTicket', sort: 'TICKET', reads: [], writes: ['DeleteItem'] } as const satisfies ItemKind;

/** A partition of its own, so the customer sees nothing of it until it is posted. */
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

/** The maker-checker adds the last 24 hours' to a new posting's amount; removed by TTL once no window reads it. */
export const postingHour = { partition: 'postingHours', sort: 'HOUR#{hourStart}#{makerId}', reads: ['Query'], writes: ['UpdateItem'] } as const satisfies ItemKind;

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

export type IndexUseName = {
  [Kind in ItemKindName]: (typeof itemKinds)[Kind] extends { indexes: infer Uses } ? `${Kind}.${keyof Uses & string}` : never;
}[ItemKindName];
