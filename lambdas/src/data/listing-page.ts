import { openCursor, sealCursor, type CursorScope } from './cursor';
import { readListingPage, type ListingRead } from './table';

/*
 * Every one-query listing pages the same way: the cursor is opened (400 unless it is this listing's, caller's
 * and filters'), the query resumes there, and the next cursor is sealed where the page stopped.
 */

export interface PagedQuery<Name extends string> {
  scope: CursorScope;
  cursor: string | undefined;
  /** A FilterExpression makes each call examine at most the budget. */
  query: ListingRead['query'];
  limit: number;
  position: Record<Name, RegExp>;
  startAt: (position: Record<Name, string>) => Record<string, unknown>;
  positionOf: (item: Record<string, unknown>) => Record<Name, string>;
  budget?: number;
}

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

/** The partition comes from the caller, never from the cursor. */
export const sortKeyPosition = (partition: string, sortPattern: RegExp) => ({
  position: { sk: sortPattern },
  startAt: (at: { sk: string }) => ({ pk: partition, sk: at.sk }),
  positionOf: (item: Record<string, unknown>) => ({ sk: String(item.sk) }),
});
