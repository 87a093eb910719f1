import type { ItemKind } from '../../item-kinds';

/*
 * The items only the tester's toolkit writes, declared as data/item-kinds.ts declares the bank's
 * (and listed in its `itemKinds`, so grants and docs/data-model.md see them like any other).
 */

/**
 * A test customer (test-customer.ts): what the tester's toolkit created, its scenario and
 * the balances a reset returns to; found by expiry by the job that removes expired ones.
 */
export const testCustomer = {
  partition: 'user',
  sort: 'TESTCUSTOMER',
  reads: ['GetItem'],
  writes: ['PutItem', 'UpdateItem'],
  indexes: {
    byExpiry: { index: 'gsi3', partition: 'TESTCUSTOMERS', sort: 'EXPIRES#{expiresAt}#{userId}' },
  },
} as const satisfies ItemKind;

/**
 * A copy of a message the bank mailed a test customer (sent-mail.ts), kept 24 hours (TTL)
 * so that the customer's tests read it by API (listMySandboxMail). Ids are ULIDs: newest first is key order.
 */
export const sentMail = { partition: 'user', sort: 'MAIL#{mailId}', reads: ['Query'], writes: ['PutItem'] } as const satisfies ItemKind;

/**
 * An entry of a test customer's sandbox log (sandbox-log.ts): what the sandbox decided or
 * moved for it — a simulated or magic decision, a reset's or an expiry's balance entries — kept in
 * its partition (gone with it), never on the bank's audit chain. Ids are ULIDs: key order is time.
 */
export const sandboxLogEntry = { partition: 'user', sort: 'SANDBOXLOG#{entryId}', reads: ['Query'], writes: ['PutItem'] } as const satisfies ItemKind;

/**
 * How many test customers are alive (test-customer-count.ts): raised under the cap when one
 * is created, in the transaction that writes its record, and lowered by the job that removes it.
 */
export const liveTestCustomers = { partition: 'sandbox', sort: 'LIVE', reads: ['GetItem'], writes: ['UpdateItem'] } as const satisfies ItemKind;

/**
 * How many test customers created from one network are alive (test-customer-count.ts):
 * `{address}` is an IPv4 address or an IPv6 /64. Raised under its own cap and lowered with the
 * bank-wide count; removed by TTL once every test customer it counted must have expired.
 */
export const liveTestCustomersOfAddress = { partition: 'sandbox', sort: 'LIVE#{address}', reads: ['GetItem'], writes: ['UpdateItem'] } as const satisfies ItemKind;

/** Test customers created in one minute, by everyone together (test-customer-count.ts); removed by TTL after its minute. */
export const testCustomerCreations = { partition: 'sandbox', sort: 'CREATED#{windowStart}', reads: ['GetItem'], writes: ['UpdateItem'] } as const satisfies ItemKind;

/**
 * Removing a notification (the sandbox's reset empties a test customer's notifications, and its
 * expiry removes them with everything else): its own kind, so only those functions hold DeleteItem.
 */
export const notificationRemoval = { partition: 'user', sort: 'NOTIFICATION#{notificationId}', reads: [], writes: ['DeleteItem'] } as const satisfies ItemKind;

/**
 * Every item of an expired test customer's partition, whatever its kind, read and removed by the
 * job that expires test customers (domain/sandbox/expiry.ts, customer-items.ts): the only
 * holder of DeleteItem on a whole customer partition.
 */
export const testCustomerItemRemoval = { partition: 'user', sort: '{sortKey}', reads: ['Query'], writes: ['DeleteItem'] } as const satisfies ItemKind;

/** An expired test customer's account numbers, freed with its accounts (the expiry job only). */
export const accountNumberRemoval = { partition: 'accountNumber', sort: 'ACCOUNTNUMBER', reads: [], writes: ['DeleteItem'] } as const satisfies ItemKind;

/** The presentment keys an expired test customer's checks held, freed with its checks (the expiry job only). */
export const checkPresentmentRemoval = { partition: 'checkPresentment', sort: 'PRESENTED', reads: [], writes: ['DeleteItem'] } as const satisfies ItemKind;

/** The toolkit's kinds of item, by the name grants use. */
export const toolkitItemKinds = {
  testCustomer,
  notificationRemoval,
  testCustomerItemRemoval,
  accountNumberRemoval,
  checkPresentmentRemoval,
  liveTestCustomers,
  liveTestCustomersOfAddress,
  testCustomerCreations,
  sentMail,
  sandboxLogEntry,
} as const satisfies Record<string, ItemKind>;
