/** A page of a listing as the API answers it. */
export interface ListingPage<Item> {
  items: Item[];
  nextCursor: string | null;
}

/** Requests one page of the list may make before it shows what it has found. */
export const REQUESTS_PER_PAGE = 5;

/**
 * One page of a filtered list, as the screen shows it. The API examines a bounded number of
 * entries per request, so a filter that matches little may answer fewer items than asked for —
 * even none — with a cursor to go on from. This asks again from that cursor until the page is
 * full, the list ends, or REQUESTS_PER_PAGE requests were made; "Load more" goes on from the
 * cursor it returns. Each request asks only for what the page still lacks, so the items come in
 * the server's order, none twice and none skipped. What else the answers carry (counts, totals)
 * is the newest answer's.
 */
export async function fillPage<Page extends ListingPage<unknown>>(
  fetchPage: (cursor: string | null, limit: number) => Promise<Page>,
  { pageSize, start = null, maxRequests = REQUESTS_PER_PAGE }: { pageSize: number; start?: string | null; maxRequests?: number },
): Promise<Page> {
  const items: Page['items'] = [];
  let cursor = start;
  let last: Page | undefined;
  for (let request = 0; request < Math.max(1, maxRequests); request += 1) {
    last = await fetchPage(cursor, pageSize - items.length);
    items.push(...last.items);
    cursor = last.nextCursor;
    if (!cursor || items.length >= pageSize) break;
  }
  // `last` is set: the loop asks at least once.
  return { ...(last as Page), items, nextCursor: cursor };
}
