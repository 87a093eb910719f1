/** The CDK stack and the local stack both create the table from this, so they cannot drift apart. Key meanings: docs/data-model.md. */
export const tableDesign = {
  partitionKey: 'pk',
  sortKey: 'sk',
  timeToLiveAttribute: 'expiresAt',
  /** No old image: the consumers act on what was written (lambdas/src/streams/stream-table.ts). */
  stream: 'NEW_IMAGE',
  globalSecondaryIndexes: [
    { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    { indexName: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
  ],
} as const;

export type IndexName = (typeof tableDesign.globalSecondaryIndexes)[number]['indexName'];
