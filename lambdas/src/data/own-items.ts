import { queryPage, sortKeyPosition } from './listing-page';
import { userPartition } from './table';

/** One kind of item in a customer's partition, whose sort keys are `{prefix}{ULID}`, so key order is time order. */
export interface OwnItemKind {
  /** The listing's name, which its cursors are signed for. */
  listing: string;
  sortPrefix: string;
  sortPattern: RegExp;
}

/**
 * One page of a customer's own items of one kind, newest first, at most `limit` (one more is read
 * to know whether more follow); the cursor is signed for this customer and this listing.
 */
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
