import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import { useFailureToast } from '../../../../components/ui/failure-toast';
import { LoadMoreFooter } from '../../../../components/ui/load-more-footer';
import { QueryErrorAlert } from '../../../../components/ui/query-state';
import { useLockerQueue } from '../api/locker';
import { lockerTexts } from '../../lib/locker-messages';
import { useItemDecisions } from './item-decisions';
import { LockerItemRow } from '../../components/locker-item-row';

/** The pending count the tab shows, from the maintained counters (null until known). */
export function usePendingCount(): number | null {
  return useLockerQueue().data?.pages[0]?.counts.pending ?? null;
}

/** Pending Approvals: every customer's pending items, newest first, each with Approve and Reject. */
export function LockerQueue() {
  const queue = useLockerQueue();
  const { actionsFor, dialogs } = useItemDecisions({ canDelete: false });
  useFailureToast(queue.errorUpdatedAt, lockerTexts.loadPendingFailed);
  const items = queue.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Card data-testid="locker-queue">
      {queue.isError ? (
        <QueryErrorAlert message={lockerTexts.loadPendingFailed} onRetry={() => void queue.refetch()} testId="locker-queue" inset />
      ) : queue.data === undefined ? (
        <Card.Body className="text-body-secondary" aria-busy="true">
          Loading pending items…
        </Card.Body>
      ) : items.length === 0 && !queue.hasNextPage ? (
        <Card.Body className="text-center text-body-secondary py-5" data-testid="locker-queue-empty">
          {lockerTexts.noPending}
        </Card.Body>
      ) : (
        <>
          <ListGroup as="ul" variant="flush">
            {items.map((item) => (
              <LockerItemRow key={item.id} item={item} details={<> · {item.ownerEmail ?? 'Customer without a profile'}</>} actions={actionsFor(item)} />
            ))}
          </ListGroup>
          <LoadMoreFooter
            shown={items.length}
            noun={{ one: 'pending item', other: 'pending items' }}
            hasMore={queue.hasNextPage}
            loadingMore={queue.isFetchingNextPage}
            onLoadMore={() => void queue.fetchNextPage()}
            testIdPrefix="locker-queue"
          />
        </>
      )}
      {dialogs}
    </Card>
  );
}
