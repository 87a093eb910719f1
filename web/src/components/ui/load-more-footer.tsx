import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';

/** Under a list loaded a page at a time: how many are shown and "Load more" while more remain (`<testIdPrefix>-count`, `-load-more`). */
export function LoadMoreFooter({
  shown,
  noun,
  hasMore,
  loadingMore,
  onLoadMore,
  testIdPrefix,
}: {
  shown: number;
  noun: { one: string; other: string };
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  testIdPrefix: string;
}) {
  return (
    <Card.Footer className="bg-transparent d-flex flex-column align-items-center gap-2 py-3">
      <span className="small text-body-secondary" data-testid={`${testIdPrefix}-count`}>
        {shown} {shown === 1 ? noun.one : noun.other} shown
        {hasMore ? ' · more available' : ''}
      </span>
      {hasMore ? (
        <Button variant="outline-primary" onClick={onLoadMore} disabled={loadingMore} data-testid={`${testIdPrefix}-load-more`}>
          {loadingMore ? <Spinner animation="border" size="sm" className="me-2" /> : null}
          Load more
        </Button>
      ) : null}
    </Card.Footer>
  );
}
