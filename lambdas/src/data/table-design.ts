/**
 * The physical shape of the single table. The CDK stack and the local stack both create the
 * table from this description, so they cannot drift apart. Key meanings: docs/data-model.md.
 */
export const tableDesign = {
  partitionKey: 'pk',
  sortKey: 'sk',
  timeToLiveAttribute: 'expiresAt',
  /**
   * The table's stream carries each written item's new image (no old one: the consumers act on
   * what was written, lambdas/src/streams/stream-table.ts), for 24 hours.
   */
  stream: 'NEW_IMAGE',
  globalSecondaryIndexes: [
    /** Per-record look-ups: an account and its entries by account id, a profile by email. */
    { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    /** Listings across customers, newest first: all accounts, all users, all entries (by month and shard), all wires, the check and locker queues by status, audit events by target. */
    { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    /** Requests by workflow status, newest first (wires); requests awaiting a code by expiry time, for the job that expires them. */
    { indexName: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
  ],
} as const;

export type IndexName = (typeof tableDesign.globalSecondaryIndexes)[number]['indexName'];
