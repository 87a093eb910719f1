import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { SANDBOX_MAIL_HOURS } from '@sandbank/shared/sandbox';
import * as z from 'zod/mini';
import { documentClient } from '../../../lib/clients/dynamodb';
import { idAt, idBoundsAt } from '../../../lib/ids';
import type { CursorScope } from '../../cursor';
import * as kinds from '../../item-kinds';
import * as toolkitKinds from './item-kinds';
import { keyPrefix, primaryKeys } from '../../keys';
import { queryPage, sortKeyPosition } from '../../listing-page';
import { type ItemOf, itemSchema, readItem, tableName } from '../../table';

/* TTL removes a copy after SANDBOX_MAIL_HOURS but deletes late, so the listing reads only keys made within that window. */

const keys = primaryKeys(kinds.partitions.user, toolkitKinds.sentMail.sort);
const SORT_PREFIX = keyPrefix(toolkitKinds.sentMail.sort);
const SORT_PATTERN = /^MAIL#[0-9A-HJKMNP-TV-Z]{26}$/;
const WINDOW_MS = SANDBOX_MAIL_HOURS * 60 * 60 * 1000;

const SentMailItem = itemSchema(() =>
  z.object({
    id: z.string(),
    subject: z.string(),
    text: z.string(),
    sentAt: z.string(),
  }),
);
export type SentMail = ItemOf<typeof SentMailItem>;

export async function putSentMail(userId: string, mail: { subject: string; text: string }, now = Date.now()): Promise<void> {
  // An id of `now` itself, even when ids of later times were made before (newId would not go back):
  // the listing reads the window by id, so a copy must sit where its date says.
  const id = idAt(now);
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.key({ userId, mailId: id }),
        entity: 'sentMail',
        id,
        subject: mail.subject,
        text: mail.text,
        sentAt: new Date(now).toISOString(),
        expiresAt: Math.floor((now + WINDOW_MS) / 1000),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function sentMailOf(userId: string, page: { cursor?: string; limit: number }, now = Date.now()): Promise<{ items: SentMail[]; nextCursor: string | null }> {
  const scope: CursorScope = { listing: 'sandboxMail', callerId: userId, query: {} };
  const partition = keys.partition({ userId });
  const found = await queryPage({
    scope,
    cursor: page.cursor,
    query: {
      // '~' sorts after every id character.
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :oldest AND :last',
      ExpressionAttributeValues: { ':pk': partition, ':oldest': `${SORT_PREFIX}${idBoundsAt(now - WINDOW_MS).first}`, ':last': `${SORT_PREFIX}~` },
      ScanIndexForward: false,
    },
    limit: page.limit,
    ...sortKeyPosition(partition, SORT_PATTERN),
  });
  return {
    items: found.items.map((raw) => readItem(SentMailItem, 'sentMail', raw)),
    nextCursor: found.nextCursor,
  };
}
