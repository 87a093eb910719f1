import { LockerRejectionBody, type AdminLockerItem } from '@sandbank/shared';
import { useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { RejectWithReasonDialog } from '../../../../components/forms/reject-with-reason-dialog';
import { useSubmission } from '../../../../components/forms/use-submission';
import { reasonToast } from '../../../../components/ui/failure-toast';
import { useApproveLockerItem, useDeleteLockerItem, useRejectLockerItem } from '../api/locker';
import { lockerRejection, lockerTexts } from '../../lib/locker-messages';
import { DeleteItemDialog } from './delete-item-dialog';

type Decision = { kind: 'approve' } | { kind: 'reject'; body: LockerRejectionBody } | { kind: 'delete' };

/** What each decision's toasts say. */
const decisionTexts = {
  approve: { done: 'approved', failed: lockerTexts.approveFailed },
  reject: { done: 'rejected', failed: lockerTexts.rejectFailed },
  delete: { done: 'deleted', failed: lockerTexts.deleteFailed },
} as const;

/**
 * What an administrator does with items: approve or reject a pending one (the reason in a dialog),
 * delete any after confirming. `actionsFor` gives an item's buttons, `dialogs` the dialogs they open.
 */
export function useItemDecisions({ canDelete }: { canDelete: boolean }): { actionsFor: (item: AdminLockerItem) => ReactNode; dialogs: ReactNode } {
  const approve = useApproveLockerItem();
  const reject = useRejectLockerItem();
  const remove = useDeleteLockerItem();
  const [rejecting, setRejecting] = useState<AdminLockerItem | null>(null);
  const [deleting, setDeleting] = useState<AdminLockerItem | null>(null);

  const { submitFor } = useSubmission({
    send: ({ itemId, decision }: { itemId: string; name: string; decision: Decision }) =>
      decision.kind === 'approve' ? approve.mutateAsync(itemId) : decision.kind === 'reject' ? reject.mutateAsync({ itemId, body: decision.body }) : remove.mutateAsync(itemId),
    successToast: (_, { name, decision }) => ({ title: 'Status Updated', message: `“${name}” ${decisionTexts[decision.kind].done}`, variant: 'success' }),
    failureToast: (error, { decision }) => reasonToast(error, decisionTexts[decision.kind].failed),
  });
  /** Whether the decision went through (a dialog then closes). */
  const decide = (item: AdminLockerItem, decision: Decision) =>
    submitFor(item.id, { itemId: item.id, name: item.name, decision }).then(
      () => true,
      () => false,
    );

  const actionsFor = (item: AdminLockerItem) => (
    <>
      {item.status === 'pending' ? (
        <>
          <Button
            size="sm"
            variant="success"
            disabled={approve.isPending && approve.variables === item.id}
            onClick={() => void decide(item, { kind: 'approve' })}
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
      <RejectWithReasonDialog
        show={rejecting !== null}
        texts={lockerRejection}
        description={rejecting ? <>The customer sees the reason with “{rejecting.name}”.</> : null}
        schema={LockerRejectionBody}
        onReject={(body) => (rejecting ? decide(rejecting, { kind: 'reject', body }) : Promise.resolve(false))}
        onClose={() => setRejecting(null)}
      />
      <DeleteItemDialog
        itemName={deleting?.name ?? null}
        onDelete={() => (deleting ? decide(deleting, { kind: 'delete' }) : Promise.resolve(false))}
        onClose={() => setDeleting(null)}
      />
    </>
  );

  return { actionsFor, dialogs };
}
