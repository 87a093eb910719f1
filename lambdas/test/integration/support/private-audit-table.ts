import { createHash, randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { AuditEvent } from '@sandbank/shared/schemas/audit';
import { ensureTable } from '../../../../scripts/local/emulators/dynamodb';
import { handler as adjustAccountBalance } from '../../../src/handlers/admin/postings/adjustAccountBalance';
import { handler as listMyAccounts } from '../../../src/handlers/accounts/listMyAccounts';
import { handler as verifyAuditChain } from '../../../src/handlers/admin/audit/verifyAuditChain';
import { documentClient } from '../../../src/lib/clients/dynamodb';
import { s3 } from '../../../src/lib/clients/s3';
import { callerEvent } from '../../support/api-event';
import type { TestUser } from './users';

/*
 * The audit chain is one per table, and other test files post and verify on the shared table at
 * the same time. A test that tampers with the chain therefore gives this worker a table and an
 * anchor bucket of its own, on the same emulators (DynamoDB Local, the S3 and KMS emulators), and
 * runs the handlers in this process against them.
 */

/** Points this worker's handlers at a new, empty table and anchor bucket. */
export async function usePrivateAuditTable(): Promise<string> {
  const name = `audit-${randomUUID()}`;
  await ensureTable(new DynamoDBClient({}), name);
  await s3().send(new CreateBucketCommand({ Bucket: name }));
  process.env.TABLE_NAME = name;
  process.env.AUDIT_ANCHOR_BUCKET = name;
  return name;
}

const json = (response: unknown) => {
  const { statusCode, body } = response as { statusCode: number; body: string };
  return { status: statusCode, body: JSON.parse(body) };
};

/** The customer's checking account in the private table (their first request there opens them). */
export async function checkingInPrivateTable(customer: TestUser): Promise<string> {
  const { body } = json(await listMyAccounts(callerEvent(customer)));
  return body.items.find((account: { type: string }) => account.type === 'checking').id;
}

/** A back-office credit through the handler: one audit event. */
export async function credit(admin: TestUser, accountId: string, amountCents: number) {
  return json(
    await adjustAccountBalance(
      callerEvent(admin, {
        admin: true,
        pathParameters: { accountId },
        body: JSON.stringify({ direction: 'credit', amountCents, reason: `Credit of ${amountCents}` }),
        headers: { 'idempotency-key': randomUUID(), 'content-type': 'application/json' },
      }),
    ),
  );
}

export async function verify(admin: TestUser) {
  return json(await verifyAuditChain(callerEvent(admin, { admin: true })));
}

/* Direct access to the audit items, as someone who can write the table would have it. */

const tableName = () => process.env.TABLE_NAME!;
const eventKey = (sequence: number) => ({ pk: 'AUDIT', sk: `EVENT#${String(sequence).padStart(12, '0')}` });

export async function storedEvents(): Promise<AuditEvent[]> {
  const { Items = [] } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': 'AUDIT', ':prefix': 'EVENT#' },
      ConsistentRead: true,
    }),
  );
  return Items.map((item) => AuditEvent.parse(item));
}

export async function storedHead(): Promise<{ sequence: number; hash: string }> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: tableName(), Key: { pk: 'AUDIT', sk: 'HEAD' }, ConsistentRead: true }));
  return { sequence: Number(Item!.sequence), hash: String(Item!.hash) };
}

/** Writes an event item at the place its `sequence` names. */
export async function writeEvent(event: AuditEvent): Promise<void> {
  await documentClient().send(new PutCommand({ TableName: tableName(), Item: { ...eventKey(event.sequence), entity: 'auditEvent', ...event } }));
}

export async function deleteEvent(sequence: number): Promise<void> {
  await documentClient().send(new DeleteCommand({ TableName: tableName(), Key: eventKey(sequence) }));
}

export async function writeHead(head: { sequence: number; hash: string }): Promise<void> {
  await documentClient().send(new PutCommand({ TableName: tableName(), Item: { pk: 'AUDIT', sk: 'HEAD', entity: 'auditHead', ...head } }));
}

/** What an attacker without the key can compute: the chain's former plain SHA-256 of the canonical JSON. */
export const plainHash = (canonicalJson: string) => createHash('sha256').update(canonicalJson).digest('hex');
