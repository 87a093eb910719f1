import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { documentClient } from '../../lib/clients/dynamodb';
import * as kinds from '../item-kinds';
import { primaryKeys } from '../keys';
import { isConditionalFailure, readItem, tableName } from '../table';

/*
 * Stored under the SHA-256 of the ticket, never the ticket, so nobody who reads the table can open a connection.
 * Redeemed by a conditional delete that returns what it deleted, so of two connections opened with one ticket
 * only one finds it.
 */

const keys = primaryKeys(kinds.partitions.liveTicket, kinds.liveTicket.sort);
const redemptionKeys = primaryKeys(kinds.partitions.liveTicket, kinds.liveTicketRedemption.sort);

export interface LiveTicketHolder {
  userId: string;
  admin: boolean;
  sessionExpiresAt: number;
}

const LiveTicketItem = z.object({
  userId: z.string(),
  admin: z.boolean(),
  sessionExpiresAt: z.number(),
  expiresAt: z.number(),
});

export async function putLiveTicket(ticketHash: string, holder: LiveTicketHolder, expiresAt: number): Promise<void> {
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.key({ ticketHash }), entity: 'liveTicket', ...holder, expiresAt },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** Null when there is no such ticket, it was used already or it lapsed. */
export async function redeemLiveTicket(ticketHash: string, now: number): Promise<LiveTicketHolder | null> {
  try {
    const { Attributes } = await documentClient().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: redemptionKeys.key({ ticketHash }),
        ConditionExpression: 'attribute_exists(pk) AND expiresAt > :now',
        ExpressionAttributeValues: { ':now': now },
        ReturnValues: 'ALL_OLD',
      }),
    );
    if (!Attributes) return null;
    const { userId, admin, sessionExpiresAt } = readItem(LiveTicketItem, 'liveTicket', Attributes);
    return { userId, admin, sessionExpiresAt };
  } catch (error) {
    if (isConditionalFailure(error)) return null;
    throw error;
  }
}
