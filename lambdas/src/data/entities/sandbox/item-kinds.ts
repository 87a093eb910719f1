import type { ItemKind } from '../../item-kinds';

/* Listed in data/item-kinds.ts's `itemKinds`, so grants and docs/data-model.md see them like the bank's. */

/** Found by expiry by the job that removes expired test customers. */
export const testCustomer = {
  partition: 'user',
  sort: 'TESTCUSTOMER',
  reads: ['GetItem'],
  writes: ['PutItem', 'UpdateItem'],
  indexes: {
    byExpiry: { index: 'gsi3', partition: 'TESTCUSTOMERS', sort: 'EXPIRES#{expiresAt}#{userId}' },
  },
} as const satisfies ItemKind;

/** Kept 24 hours (TTL) so the customer's tests can read it by API. */
export const sentMail = { partition: 'user', sort: 'MAIL#{mailId}', reads: ['Query'], writes: ['PutItem'] } as const satisfies ItemKind;

/** Kept in the test customer's partition, gone with it, never on the bank's audit chain. */
export const sandboxLogEntry = { partition: 'user', sort: 'SANDBOXLOG#{entryId}', reads: ['Query'], writes: ['PutItem'] } as const satisfies ItemKind;

/** Raised under the cap in the transaction that writes a test customer's record, lowered by the job that removes it. */
export const liveTestCustomers = { partition: 'sandbox', sort: 'LIVE', reads: ['GetItem'], writes: ['UpdateItem'] } as const satisfies ItemKind;

/** `{address}` is an IPv4 address or an IPv6 /64; removed by TTL once every test customer it counted must have expired. */
export const liveTestCustomersOfAddress = { partition: 'sandbox', sort: 'LIVE#{address}', reads: ['GetItem'], writes: ['UpdateItem'] } as const satisfies ItemKind;

export const testCustomerCreations = { partition: 'sandbox', sort: 'CREATED#{windowStart}', reads: ['GetItem'], writes: ['UpdateItem'] } as const satisfies ItemKind;

/** A kind of its own, so only the reset and the expiry hold DeleteItem on notifications. */
export const notificationRemoval = { partition: 'user', sort: 'NOTIFICATION#{notificationId}', reads: [], writes: ['DeleteItem'] } as const satisfies ItemKind;

/** The expiry job is the only holder of DeleteItem on a whole customer partition. */
export const testCustomerItemRemoval = { partition: 'user', sort: '{sortKey}', reads: ['Query'], writes: ['DeleteItem'] } as const satisfies ItemKind;

export const accountNumberRemoval = { partition: 'accountNumber', sort: 'ACCOUNTNUMBER', reads: [], writes: ['DeleteItem'] } as const satisfies ItemKind;

export const checkPresentmentRemoval = { partition: 'checkPresentment', sort: 'PRESENTED', reads: [], writes: ['DeleteItem'] } as const satisfies ItemKind;

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
