import type { AdminLockerItem } from '@sandbank/shared';
import { useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { errorToast } from '../../../../components/ui/failure-toast';
import { useToast } from '../../../../components/ui/toaster';
import { useApproveLockerItem, useDeleteLockerItem, useRejectLockerItem } from '../api/locker';
import { lockerTexts } from '../../lib/locker-messages';
import { DeleteItemDialog } from './delete-item-dialog';
import { RejectItemDialog } from './reject-item-dialog';

/**
 * What an administrator does with items: approve or reject a pending one (the reason in a dialog),
 * delete any after confirming. `actionsFor` gives an item's buttons, `dialogs` the dialogs they open.
 */
export function useItemDecisions({ canDelete }: { canDelete: boolean }): { actionsFor: (item: AdminLockerItem) => ReactNode; dialogs: ReactNode } {
  const toast = useToast();
  const approve = useApproveLockerItem();
  const reject = useRejectLockerItem();
  const remove = useDeleteLockerItem();
  const [rejecting, setRejecting] = useState<AdminLockerItem | null>(null);
  const [deleting, setDeleting] = useState<AdminLockerItem | null>(null);

  const attempt = async (work: () => Promise<unknown>, success: string, failure: string) => {
    try {
      await work();
      toast({ title: 'Status Updated', message: success, variant: 'success' });
      return true;
    } catch {
      toast(errorToast(failure));
      return false;
    }
  };

  const actionsFor = (item: AdminLockerItem) => (
    <>
      {item.status === 'pending' ? (
        <>
          <Button
            size="sm"
            variant="success"
            disabled={approve.isPending && approve.variables === item.id}
            onClick={() => void attempt(() => approve.mutateAsync(item.id), `“${item.name}” approved`, lockerTexts.approveFailed)}
            data-testid="locker-item-approve"
          >
            Approve
          </Button>
          <Button size="sm" variant="outline-danger" onClick={() => setRejecting(item)} data-testid="locker-item-reject">
            Reject
          </Button>
        </>
      ) : null}
      {canDelete ? (
        <Button size="sm" variant="outline-secondary" onClick={() => setDeleting(item)} data-testid="locker-item-delete">
          Delete
        </Button>
      ) : null}
    </>
  );

  const dialogs = (
    <>
      <RejectItemDialog
        itemName={rejecting?.name ?? null}
        onReject={(body) =>
          rejecting ? attempt(() => reject.mutateAsync({ itemId: rejecting.id, body }), `“${rejecting.name}” rejected`, lockerTexts.rejectFailed) : Promise.resolve(false)
        }
        onClose={() => setRejecting(null)}
      />
      <DeleteItemDialog
        itemName={deleting?.name ?? null}
        onDelete={() => (deleting ? attempt(() => remove.mutateAsync(deleting.id), `“${deleting.name}” deleted`, lockerTexts.deleteFailed) : Promise.resolve(false))}
        onClose={() => setDeleting(null)}
      />
    </>
  );

  return { actionsFor, dialogs };
}
