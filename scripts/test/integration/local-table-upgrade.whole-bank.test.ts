import { randomUUID } from 'node:crypto';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { tableDesign } from '@sandbank/lambdas/deployment';
import { ensureTable } from '../../local/emulators/dynamodb';

/*
 * `npm start` keeps its table between runs. A table made before an index joined the design
 * (gsi3 came with wires) gets that index when the stack starts, with the data it already holds;
 * one made before the table had a stream (the event pipeline) gets the stream.
 */

describe('a local table from an earlier run', () => {
  it('gets the indexes added to the design since, and keeps its items', async () => {
    const client = new DynamoDBClient({});
    const documents = DynamoDBDocumentClient.from(client);
    const TableName = `upgrade-${randomUUID()}`;
    // The table as it was before the last index joined the design.
    const earlier = tableDesign.globalSecondaryIndexes.slice(0, -1);
    await client.send(
      new CreateTableCommand({
        TableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: ['pk', 'sk', ...earlier.flatMap((index) => [index.partitionKey, index.sortKey])].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: earlier.map((index) => ({
          IndexName: index.indexName,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
      }),
    );
    const last = tableDesign.globalSecondaryIndexes.at(-1)!;
    await documents.send(new PutCommand({ TableName, Item: { pk: 'OLD', sk: 'ITEM', [last.partitionKey]: 'KEPT', [last.sortKey]: '1' } }));

    await ensureTable(client, TableName);

    const { Table } = await client.send(new DescribeTableCommand({ TableName }));
    expect((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName).sort()).toEqual(tableDesign.globalSecondaryIndexes.map((index) => index.indexName).sort());
    const found = await documents.send(
      new QueryCommand({ TableName, IndexName: last.indexName, KeyConditionExpression: '#pk = :kept', ExpressionAttributeNames: { '#pk': last.partitionKey }, ExpressionAttributeValues: { ':kept': 'KEPT' } }),
    );
    expect(found.Items?.map((item) => item.pk)).toEqual(['OLD']);
    // Run again, nothing changes.
    await ensureTable(client, TableName);
  }, 180_000);

  it('gets the stream of new images the design asks for, once', async () => {
    const client = new DynamoDBClient({});
    const TableName = `upgrade-${randomUUID()}`;
    // The table as it was before it had a stream.
    await client.send(
      new CreateTableCommand({
        TableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: ['pk', 'sk', ...tableDesign.globalSecondaryIndexes.flatMap((index) => [index.partitionKey, index.sortKey])].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: tableDesign.globalSecondaryIndexes.map((index) => ({
          IndexName: index.indexName,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
      }),
    );
    await ensureTable(client, TableName);
    const { Table } = await client.send(new DescribeTableCommand({ TableName }));
    expect(Table?.StreamSpecification).toEqual({ StreamEnabled: true, StreamViewType: tableDesign.stream });
    // Run again: the same stream stays (a new one would lose what the old one holds).
    await ensureTable(client, TableName);
    const again = await client.send(new DescribeTableCommand({ TableName }));
    expect(again.Table?.LatestStreamArn).toBe(Table?.LatestStreamArn);
  }, 180_000);
});
