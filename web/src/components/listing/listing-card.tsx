import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { useFailureToast } from '../ui/failure-toast';
import { QueryErrorAlert } from '../ui/query-state';

/**
 * What a listing card reads of a listing's query: TanStack Query's infinite result has all of it
 * (a page may be short, or empty, with more to load: lib/fill-page.ts); `wholeListing` adapts a
 * listing the server answers at once.
 */
export interface PagedListing<Item> {
  data: { pages: readonly { items: readonly Item[] }[] } | undefined;
  isError: boolean;
  errorUpdatedAt: number;
  isFetching: boolean;
  isPlaceholderData: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

type WholeQuery<Item> = Omit<PagedListing<Item>, 'data' | 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'> & {
  data: { items: readonly Item[] } | undefined;
};

/** A listing answered in one piece (one customer's locker, say) as a listing of a single page. */
export const wholeListing = <Item,>(query: WholeQuery<Item>): PagedListing<Item> => ({
  ...query,
  data: query.data ? { pages: [query.data] } : undefined,
  hasNextPage: false,
  isFetchingNextPage: false,
  fetchNextPage: () => undefined,
});

/** Under a listing loaded a page at a time: how many rows are shown, and "Load more" while the server has more. */
function LoadMoreFooter({ shown, noun, listing, testId }: { shown: number; noun: { one: string; other: string }; listing: PagedListing<unknown>; testId: string }) {
  return (
    <Card.Footer className="bg-transparent d-flex flex-column align-items-center gap-2 py-3">
      <span className="small text-body-secondary" data-testid={`${testId}-count`}>
        {shown} {shown === 1 ? noun.one : noun.other} shown
        {listing.hasNextPage ? ' · more available' : ''}
      </span>
      {listing.hasNextPage ? (
        <Button variant="outline-primary" onClick={() => void listing.fetchNextPage()} disabled={listing.isFetchingNextPage} data-testid={`${testId}-load-more`}>
          {listing.isFetchingNextPage ? <Spinner animation="border" size="sm" className="me-2" /> : null}
          Load more
        </Button>
      ) : null}
    </Card.Footer>
  );
}

/**
 * A listing screen's card, customer's or back office's: until the first answer `loading`; a
 * failure's alert with "Try again" (and its 'Error' toast when `toastOnFailure`); `empty` when
 * nothing matches and nothing is left to load; else the rows, counted under them (with `noun`)
 * with "Load more" while the server has more. While another answer replaces the rows shown (a
 * new search, a refresh), they stay, marked as refreshing. A text `loading` or `empty` gets the
 * usual look. Test ids: `<testId>-error`, `-retry`, `-empty`, `-count`, `-load-more`.
 */
export function ListingCard<Item>({
  listing,
  testId,
  cardTestId,
  className,
  header,
  loading,
  empty,
  failureText,
  toastOnFailure = false,
  noun,
  children,
}: {
  listing: PagedListing<Item>;
  testId: string;
  cardTestId?: string;
  className?: string;
  /** Above the states, in the card (a title, an action). */
  header?: ReactNode;
  loading: ReactNode;
  empty: ReactNode;
  failureText: string;
  toastOnFailure?: boolean;
  /** How the footer counts the rows; a listing answered whole has no footer. */
  noun?: { one: string; other: string };
  children: (items: readonly Item[]) => ReactNode;
}) {
  useFailureToast(toastOnFailure ? listing.errorUpdatedAt : 0, failureText);
  const items = listing.data?.pages.flatMap((page) => page.items) ?? [];
  const refreshing = listing.isPlaceholderData || (listing.isFetching && !listing.isFetchingNextPage);

  let content: ReactNode;
  if (listing.isError) {
    content = <QueryErrorAlert message={failureText} onRetry={() => void listing.refetch()} testId={testId} inset />;
  } else if (listing.data === undefined) {
    content =
      typeof loading === 'string' ? (
        <Card.Body className="text-body-secondary" aria-busy="true">
          {loading}
        </Card.Body>
      ) : (
        loading
      );
  } else if (items.length === 0 && !listing.hasNextPage) {
    content =
      typeof empty === 'string' ? (
        <Card.Body className="text-center text-body-secondary py-5" data-testid={`${testId}-empty`}>
          {empty}
        </Card.Body>
      ) : (
        empty
      );
  } else {
    content = (
      <div className={refreshing ? 'is-refreshing' : undefined}>
        {children(items)}
        {noun ? <LoadMoreFooter shown={items.length} noun={noun} listing={listing} testId={testId} /> : null}
      </div>
    );
  }

  return (
    <Card className={className} aria-busy={refreshing} data-loading={refreshing || listing.data === undefined} data-testid={cardTestId}>
      {header}
      {content}
    </Card>
  );
}
