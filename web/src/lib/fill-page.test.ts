import { describe, expect, it } from 'vitest';
import { fillPage, REQUESTS_PER_PAGE, type ListingPage } from './fill-page';

/** A listing of `total` items, newest first, that answers at most `examined` of them per request and only the matching ones. */
function listing(total: number, examined: number, matches: (item: number) => boolean) {
  const requests: (string | null)[] = [];
  const fetchPage = async (cursor: string | null, limit: number): Promise<ListingPage<number>> => {
    requests.push(cursor);
    const start = cursor === null ? total : Number(cursor);
    const end = Math.max(0, start - examined);
    const items: number[] = [];
    for (let item = start; item > end; item -= 1) {
      if (!matches(item)) continue;
      items.push(item);
      // A full page resumes after its last item.
      if (items.length === limit) return { items, nextCursor: item > 1 ? String(item - 1) : null };
    }
    return { items, nextCursor: end > 0 ? String(end) : null };
  };
  return { fetchPage, requests };
}

describe('fillPage', () => {
  it('asks again from the cursor while a partial page is not full', async () => {
    const { fetchPage, requests } = listing(1000, 200, (item) => item % 100 === 0);
    expect(await fillPage(fetchPage, { pageSize: 5 })).toEqual({ items: [1000, 900, 800, 700, 600], nextCursor: '599' });
    expect(requests).toEqual([null, '800', '600']);
  });

  it('stops after a bounded number of requests and hands back the cursor, even with nothing found', async () => {
    const { fetchPage, requests } = listing(5000, 200, () => false);
    expect(await fillPage(fetchPage, { pageSize: 20 })).toEqual({ items: [], nextCursor: String(5000 - 200 * REQUESTS_PER_PAGE) });
    expect(requests).toHaveLength(REQUESTS_PER_PAGE);
  });

  it('walks the whole list page after page, every match once and in order', async () => {
    const { fetchPage } = listing(2345, 200, (item) => item % 7 === 0);
    const seen: number[] = [];
    let start: string | null = null;
    do {
      const page: ListingPage<number> = await fillPage(fetchPage, { pageSize: 20, start });
      seen.push(...page.items);
      start = page.nextCursor;
    } while (start);
    expect(seen).toEqual(Array.from({ length: Math.floor(2345 / 7) }, (_, index) => 2345 - (2345 % 7) - index * 7));
  });

  it('ends where the list ends', async () => {
    const { fetchPage } = listing(30, 200, () => true);
    expect(await fillPage(fetchPage, { pageSize: 50 })).toEqual({ items: Array.from({ length: 30 }, (_, index) => 30 - index), nextCursor: null });
  });
});
