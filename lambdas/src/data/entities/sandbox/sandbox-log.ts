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
 * What the sandbox decided or moved for a test customer, written in the transaction of the change. It stays off
 * the audit chain, so a test customer cannot slow the back office down or fill its trail, and the log goes with
 * the customer when it expires.
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

/** A test customer's life makes a few dozen entries, so one read holds them all. */
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
