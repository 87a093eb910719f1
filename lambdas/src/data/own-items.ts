import { queryPage, sortKeyPosition } from './listing-page';
import { userPartition } from './table';

/** Sort keys are `{prefix}{ULID}`, so key order is time order. */
export interface OwnItemKind {
  listing: string;
  sortPrefix: string;
  sortPattern: RegExp;
}

/** One more than `limit` is read to know whether more follow. */
export async function ownItemsNewestFirst(
  userId: string,
  kind: OwnItemKind,
  page: { cursor?: string; limit: number },
): Promise<{ items: Record<string, unknown>[]; nextCursor: string | null }> {
  return queryPage({
    scope: { listing: kind.listing, callerId: userId, query: {} },
    cursor: page.cursor,
    query: {
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': kind.sortPrefix },
      ScanIndexForward: false,
    },
    limit: page.limit,
    ...sortKeyPosition(userPartition(userId), kind.sortPattern),
  });
}
