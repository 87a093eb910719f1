import { openCursor, sealCursor, type CursorScope } from './cursor';
import { readListingPage, type ListingRead } from './table';

/*
 * Every listing read from one query pages the same way: the caller's cursor is opened (a 400
 * unless it is this listing's, this caller's and these filters'), the query resumes from where it
 * points, and the next cursor is sealed from where the page stopped. Each listing says only its
 * query, its page size and what its cursor holds.
 */

/** One page of a listing's query. */
export interface PagedQuery<Name extends string> {
  /** The listing, caller and filters the cursors are signed for. */
  scope: CursorScope;
  /** The caller's cursor, or undefined for the first page. */
  cursor: string | undefined;
  /** The query, in the order its items are listed; a FilterExpression makes each call examine at most the budget. */
  query: ListingRead['query'];
  limit: number;
  /** The attributes a cursor holds, each with the pattern it must match. */
  position: Record<Name, RegExp>;
  /** The key the query resumes from, at a cursor's position. */
  startAt: (position: Record<Name, string>) => Record<string, unknown>;
  /** The position to resume after an item (or after the last key examined). */
  positionOf: (item: Record<string, unknown>) => Record<Name, string>;
  /** The most items one call examines, when not the listing budget. */
  budget?: number;
}

/** One page of items in the query's order, and the cursor to the next page (null at the end). */
export async function queryPage<Name extends string>(paged: PagedQuery<Name>): Promise<{ items: Record<string, unknown>[]; nextCursor: string | null }> {
  const position = paged.cursor ? await openCursor(paged.cursor, paged.scope, paged.position) : undefined;
  const found = await readListingPage({
    query: paged.query,
    start: position && paged.startAt(position),
    limit: paged.limit,
    filtered: paged.query.FilterExpression !== undefined,
    keyOf: paged.positionOf,
    budget: paged.budget,
  });
  return { items: found.items, nextCursor: found.resumeKey ? await sealCursor(found.resumeKey, paged.scope) : null };
}

/**
 * The position of a query on the table's own key within one partition: the sort key alone (the
 * partition comes from the caller, never from the cursor).
 */
export const sortKeyPosition = (partition: string, sortPattern: RegExp) => ({
  position: { sk: sortPattern },
  startAt: (at: { sk: string }) => ({ pk: partition, sk: at.sk }),
  positionOf: (item: Record<string, unknown>) => ({ sk: String(item.sk) }),
});
