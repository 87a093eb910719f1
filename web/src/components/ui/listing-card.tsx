import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { QueryErrorAlert } from './query-state';
import { LoadMore, useFailureToast } from './listing-parts';

/** What a listing card reads of an infinite query (TanStack Query's result has all of it). */
interface Listing<Item> {
  data: { pages: { items: Item[] }[] } | undefined;
  isError: boolean;
  errorUpdatedAt: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

/**
 * A back-office listing in its card: loading, the screen's 'Error' toast and alert, the empty
 * text, or the rows, and "Load more" below while the server has more.
 */
export function ListingCard<Item>({
  listing,
  testId,
  loadingText,
  failureText,
  emptyText,
  children,
}: {
  listing: Listing<Item>;
  testId: string;
  loadingText: string;
  failureText: string;
  emptyText: string;
  children: (items: Item[]) => ReactNode;
}) {
  useFailureToast(listing.errorUpdatedAt, failureText);
  const items = listing.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <Card>
        {listing.isError ? (
          <QueryErrorAlert message={failureText} onRetry={() => void listing.refetch()} testId={testId} inset />
        ) : listing.data === undefined ? (
          <Card.Body className="text-body-secondary" aria-busy="true">
            {loadingText}
          </Card.Body>
        ) : items.length === 0 && !listing.hasNextPage ? (
          <Card.Body className="text-center text-body-secondary py-5" data-testid={`${testId}-empty`}>
            {emptyText}
          </Card.Body>
        ) : (
          children(items)
        )}
      </Card>
      <LoadMore listing={listing} testId={`${testId}-load-more`} />
    </>
  );
}
