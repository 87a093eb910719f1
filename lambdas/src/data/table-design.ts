/**
 * The physical shape of the single table. The CDK stack and the local stack both create the
 * table from this description, so they cannot drift apart. Key meanings: docs/data-model.md.
 */
export const tableDesign = {
  partitionKey: 'pk',
  sortKey: 'sk',
  timeToLiveAttribute: 'expiresAt',
  globalSecondaryIndexes: [{ indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' }],
} as const;
