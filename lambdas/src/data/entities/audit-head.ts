import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { documentClient } from '../../lib/clients/dynamodb';
import * as kinds from '../item-kinds';
import { primaryKeys, type ItemKey } from '../keys';
import { type ItemOf, itemSchema, readItem, tableName } from '../table';
import type { TransactItem } from '../transact';


const HeadItem = itemSchema(() => z.object({ sequence: z.int(), hash: z.string() }));
export type AuditHead = ItemOf<typeof HeadItem>;

export const GENESIS_HASH = '0'.repeat(64);

const key: ItemKey = primaryKeys(kinds.partitions.audit, kinds.auditHead.sort).key();

export async function auditHead(): Promise<AuditHead> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  return Item ? readItem(HeadItem, 'audit head', Item) : { sequence: 0, hash: GENESIS_HASH };
}

/** The condition fails if any other action was audited in between, so two events never claim the same place in the chain. */
export function advanceAuditHead(expected: AuditHead, next: AuditHead): TransactItem {
  if (expected.sequence === 0) {
    return {
      Put: {
        TableName: tableName(),
        Item: { ...key, entity: 'auditHead', sequence: next.sequence, hash: next.hash },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    };
  }
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'SET #sequence = :next, #hash = :hash',
      ConditionExpression: '#sequence = :expected AND #hash = :expectedHash',
      ExpressionAttributeNames: { '#sequence': 'sequence', '#hash': 'hash' },
      ExpressionAttributeValues: {
        ':next': next.sequence,
        ':hash': next.hash,
        ':expected': expected.sequence,
        ':expectedHash': expected.hash,
      },
    },
  };
}
