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
 * the server's order, none twice and none skipped.
 */
export async function fillPage<Item>(
  fetchPage: (cursor: string | null, limit: number) => Promise<ListingPage<Item>>,
  { pageSize, start = null, maxRequests = REQUESTS_PER_PAGE }: { pageSize: number; start?: string | null; maxRequests?: number },
): Promise<ListingPage<Item>> {
  const items: Item[] = [];
  let cursor = start;
  for (let request = 0; request < maxRequests; request += 1) {
    const page = await fetchPage(cursor, pageSize - items.length);
    items.push(...page.items);
    cursor = page.nextCursor;
    if (!cursor || items.length >= pageSize) break;
  }
  return { items, nextCursor: cursor };
}
