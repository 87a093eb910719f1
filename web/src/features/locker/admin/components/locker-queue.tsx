import ListGroup from 'react-bootstrap/ListGroup';
import { ListingCard } from '../../../../components/listing/listing-card';
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

  return (
    <>
      <ListingCard
        listing={queue}
        testId="locker-queue"
        cardTestId="locker-queue"
        loading="Loading pending items…"
        empty={lockerTexts.noPending}
        failureText={lockerTexts.loadPendingFailed}
        toastOnFailure
        noun={{ one: 'pending item', other: 'pending items' }}
      >
        {(items) => (
          <ListGroup as="ul" variant="flush">
            {items.map((item) => (
              <LockerItemRow key={item.id} item={item} details={<> · {item.ownerEmail ?? 'Customer without a profile'}</>} actions={actionsFor(item)} />
            ))}
          </ListGroup>
        )}
      </ListingCard>
      {dialogs}
    </>
  );
}
