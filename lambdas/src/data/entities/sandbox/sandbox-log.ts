import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { documentClient } from '../../../lib/clients/dynamodb';
import { newId } from '../../../lib/ids';
import * as kinds from '../../item-kinds';
import * as toolkitKinds from './item-kinds';
import { primaryKeys } from '../../keys';
import { type ItemOf, itemSchema, readItem, tableName, userPartition } from '../../table';
import type { TransactItem } from '../../transact';

/*
 * Sandbox log — what the sandbox did for one test customer, in its partition (`sandboxLogEntry` in
 * item-kinds.ts): each decision it made on the customer's requests (simulated or for a magic
 * value) and each balance a reset or the expiry moved, with what it was before and after, written
 * in the transaction of the change itself. These are not the bank's back-office actions, so they
 * stay off the audit chain (whose every event is sealed, anchored and taken in turn by every
 * administrator): a test customer cannot slow the back office down or fill its trail, and its log
 * goes with it when it expires. Ids are ULIDs: key order is time.
 *   key → putSandboxLogEntry, sandboxLogOf (oldest first)
 */

const keys = primaryKeys(kinds.partitions.user, toolkitKinds.sandboxLogEntry.sort);

const SandboxLogItem = itemSchema(() =>
  z.object({
    id: z.string(),
    at: z.string(),
    action: z.string(),
    targetType: z.string(),
    targetId: z.string(),
    before: z.unknown(),
    after: z.unknown(),
  }),
);
export type SandboxLogEntry = ItemOf<typeof SandboxLogItem>;

/** The Put of a new entry in the customer's log, for the transaction of the change it records. */
export function putSandboxLogEntry(userId: string, entry: Omit<SandboxLogEntry, 'id' | 'at'>, now = new Date()): TransactItem {
  const id = newId(now.getTime());
  return {
    Put: {
      TableName: tableName(),
      Item: { ...keys.key({ userId, entryId: id }), entity: 'sandboxLogEntry', id, at: now.toISOString(), ...entry },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** A customer's whole log, oldest first (a test customer's life makes a few dozen entries). */
export async function sandboxLogOf(userId: string): Promise<SandboxLogEntry[]> {
  const { Items = [] } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': keys.sortPrefix() },
      ConsistentRead: true,
    }),
  );
  return Items.map((item) => readItem(SandboxLogItem, 'sandbox log entry', item));
}
