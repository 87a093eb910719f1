import type { NewLockerItemBody } from '@sandbank/shared';
import { lazy, Suspense, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import ListGroup from 'react-bootstrap/ListGroup';
import Placeholder from 'react-bootstrap/Placeholder';
import { reasonToast, useFailureToast } from '../../../components/ui/failure-toast';
import { VaultIcon } from '../../../components/ui/app-icons';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { useToast } from '../../../components/ui/toaster';
import { paths } from '../../../config/paths';
import { useAddLockerItem, useMyLocker } from '../api/my-locker';
import { lockerTexts } from '../lib/locker-messages';
import { LockerItemRow } from './locker-item-row';
import { LockerSummaryCards } from './locker-summary';

/** The dialog (a form library and a modal) loads when first opened: the page itself shows sooner. */
const AddItemDialog = lazy(async () => ({ default: (await import('./add-item-dialog')).AddItemDialog }));

function EmptyLocker({ onAdd }: { onAdd: () => void }) {
  return (
    <Card className="text-center" data-testid="locker-empty">
      <Card.Body className="py-5">
        <span className="page-title-icon mb-3 d-inline-flex" aria-hidden="true">
          <VaultIcon size={28} />
        </span>
        <h2 className="h5">{lockerTexts.emptyTitle}</h2>
        <p className="text-body-secondary">Declare the valuables you keep with the bank; an administrator reviews each one.</p>
        <Button onClick={onAdd} data-testid="locker-add-first">
          {lockerTexts.addFirst}
        </Button>
      </Card.Body>
    </Card>
  );
}

const loading = (
  <Card aria-busy="true" data-testid="locker-loading">
    <Card.Body>
      <Placeholder as="div" animation="glow">
        <Placeholder xs={12} className="mb-2" />
        <Placeholder xs={8} className="mb-2" />
        <Placeholder xs={10} />
      </Placeholder>
    </Card.Body>
  </Card>
);

/** /safe-deposit-locker: the customer's items with their statuses, the summary, and Add Item. */
export function MyLockerScreen() {
  const locker = useMyLocker();
  const addItem = useAddLockerItem();
  const toast = useToast();
  const [adding, setAdding] = useState(false);
  // Once opened, the dialog stays mounted, so it closes with its animation.
  const [dialogLoaded, setDialogLoaded] = useState(false);
  const openDialog = () => {
    setDialogLoaded(true);
    setAdding(true);
  };
  useFailureToast(locker.errorUpdatedAt, lockerTexts.loadFailed);

  const onAdd = async (body: NewLockerItemBody) => {
    try {
      await addItem.mutateAsync(body);
      toast({ title: lockerTexts.itemAddedTitle, message: lockerTexts.itemAdded, variant: 'success' });
      return true;
    } catch (error) {
      toast(reasonToast(error, lockerTexts.addFailed));
      return false;
    }
  };

  return (
    <Container className="py-4 py-md-5" data-testid="locker-page">
      <PageHeader
        title="Safe Deposit Locker"
        description="Valuables you declared to the bank, and where each stands."
        icon={<VaultIcon size={22} />}
        back={{ to: paths.dashboard, label: 'Back to dashboard', testId: 'locker-back' }}
        actions={
          locker.data && locker.data.items.length > 0 ? (
            <Button onClick={openDialog} data-testid="locker-add">
              Add Item
            </Button>
          ) : null
        }
      />
      <QueryState
        query={locker}
        testId="locker"
        errorMessage={lockerTexts.loadFailed}
        loading={loading}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyLocker onAdd={openDialog} />}
      >
        {({ items, summary }) => (
          <>
            <LockerSummaryCards summary={summary} />
            <Card>
              <Card.Header as="h2" className="h6 mb-0 py-3 bg-transparent">
                Your items
              </Card.Header>
              <ListGroup as="ul" variant="flush" data-testid="locker-items">
                {items.map((item) => (
                  <LockerItemRow key={item.id} item={item} />
                ))}
              </ListGroup>
            </Card>
          </>
        )}
      </QueryState>
      {dialogLoaded ? (
        <Suspense fallback={null}>
          <AddItemDialog
            show={adding}
            description="Stored items wait for an administrator's approval."
            testId="locker-add-dialog"
            onAdd={onAdd}
            onClose={() => setAdding(false)}
          />
        </Suspense>
      ) : null}
    </Container>
  );
}
