import type { NewLockerItemBody } from '@sandbank/shared';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import { ListingCard, wholeListing } from '../../../../components/listing/listing-card';
import { useToast } from '../../../../components/ui/toaster';
import { useAddUserLockerItem, useUserLocker } from '../api/locker';
import { reasonToast } from '../../../../components/ui/failure-toast';
import { lockerTexts } from '../../lib/locker-messages';
import { AddItemDialog } from '../../components/add-item-dialog';
import { useItemDecisions } from './item-decisions';
import { LockerItemRow } from '../../components/locker-item-row';

export interface LockerOwner {
  userId: string;
  /** How the screen names them. */
  label: string;
}

/** One customer's locker in the back office: their items with approve, reject and delete, and Add Item (approved at once). */
export function UserLockerPanel({ owner }: { owner: LockerOwner | null }) {
  const locker = useUserLocker(owner?.userId ?? null);
  const addItem = useAddUserLockerItem();
  const toast = useToast();
  const [adding, setAdding] = useState(false);
  const { actionsFor, dialogs } = useItemDecisions({ canDelete: true });

  if (!owner) {
    return (
      <Card className="text-center text-body-secondary" data-testid="user-locker-none">
        <Card.Body className="py-5">Choose a user to see their locker.</Card.Body>
      </Card>
    );
  }

  const onAdd = async (body: NewLockerItemBody) => {
    try {
      await addItem.mutateAsync({ userId: owner.userId, body });
      toast({ title: lockerTexts.itemAddedTitle, message: `“${body.name}” is stored in ${owner.label}'s locker, approved.`, variant: 'success' });
      return true;
    } catch (error) {
      toast(reasonToast(error, lockerTexts.adminAddFailed));
      return false;
    }
  };

  return (
    <>
      <ListingCard
        listing={wholeListing(locker)}
        testId="user-locker"
        cardTestId="user-locker"
        header={
          <Card.Header className="bg-transparent d-flex flex-wrap justify-content-between align-items-center gap-2 py-3">
            <h2 className="h6 mb-0 text-break">{owner.label}'s items</h2>
            <Button size="sm" onClick={() => setAdding(true)} data-testid="user-locker-add">
              Add Item
            </Button>
          </Card.Header>
        }
        loading="Loading items…"
        empty={lockerTexts.noUserItems}
        failureText={lockerTexts.loadUserItemsFailed}
        toastOnFailure
      >
        {(items) => (
          <ListGroup as="ul" variant="flush">
            {items.map((item) => (
              <LockerItemRow key={item.id} item={item} actions={actionsFor(item)} />
            ))}
          </ListGroup>
        )}
      </ListingCard>
      <AddItemDialog
        show={adding}
        description={`Items an administrator adds to ${owner.label}'s locker are approved at once.`}
        testId="user-locker-add-dialog"
        onAdd={onAdd}
        onClose={() => setAdding(false)}
      />
      {dialogs}
    </>
  );
}
