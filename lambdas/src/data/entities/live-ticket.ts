import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { documentClient } from '../../lib/clients/dynamodb';
import * as kinds from '../item-kinds';
import { primaryKeys } from '../keys';
import { isConditionalFailure, readItem, tableName } from '../table';

/*
 * Live ticket — what opens one live connection, once (`liveTicket` in data/item-kinds.ts), in a
 * partition of its own named by the SHA-256 of the ticket: the ticket itself is never stored, so
 * nobody who reads the table can open a connection with what they read.
 *   key → putLiveTicket (POST /api/live/tickets), redeemLiveTicket (the $connect authorizer)
 * Redeemed by a conditional delete that returns what it deleted (`liveTicketRedemption`): of two
 * connections opened with one ticket, one finds it; a lapsed ticket opens nothing, and its TTL
 * removes it.
 */

const keys = primaryKeys(kinds.partitions.liveTicket, kinds.liveTicket.sort);
const redemptionKeys = primaryKeys(kinds.partitions.liveTicket, kinds.liveTicketRedemption.sort);

/** What a ticket holds: the connection it opens. */
export interface LiveTicketHolder {
  userId: string;
  /** The connection receives the back office's events. */
  admin: boolean;
  /** When the session the ticket was asked for with ends (its access token's `exp`, epoch seconds). */
  sessionExpiresAt: number;
}

const LiveTicketItem = z.object({
  userId: z.string(),
  admin: z.boolean(),
  sessionExpiresAt: z.number(),
  expiresAt: z.number(),
});

/** Stores a new ticket under its hash, usable until `expiresAt` (epoch seconds, also its TTL). */
export async function putLiveTicket(ticketHash: string, holder: LiveTicketHolder, expiresAt: number): Promise<void> {
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.key({ ticketHash }), entity: 'liveTicket', ...holder, expiresAt },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** Uses a ticket up: what it held, or null when there is no such ticket, it was used already or it lapsed (before `now`, epoch seconds). */
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
