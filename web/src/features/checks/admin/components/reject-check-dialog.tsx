import { checkLimits, DEFAULT_CHECK_REJECTION_REASON, formatCents, type AdminCheckDeposit } from '@sandbank/shared';
import { useEffect, useRef, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useToast } from '../../../../components/ui/toaster';
import { newIdempotencyKey } from '../../../../lib/api-client';
import { useRejectCheck } from '../api/checks';
import { errorToast } from '../../../../components/ui/failure-toast';
import { checkReviewMessages } from '../lib/check-review-messages';
import { FormDialog } from '../../../../components/ui/form-dialog';

/** Reject a pending check with a reason (prefilled with the usual one; left blank, the server stores it too). */
export function RejectCheckDialog({ check, onClose }: { check: AdminCheckDeposit | null; onClose: () => void }) {
  const toast = useToast();
  const reject = useRejectCheck();
  const [reason, setReason] = useState(DEFAULT_CHECK_REJECTION_REASON);
  // One key per opening of the dialog: a retry after a lost answer is the same decision.
  const idempotencyKey = useRef(newIdempotencyKey());
  const shown = check !== null;
  useEffect(() => {
    if (shown) {
      setReason(DEFAULT_CHECK_REJECTION_REASON);
      idempotencyKey.current = newIdempotencyKey();
    }
  }, [shown]);

  const submit = async () => {
    if (!check) return;
    try {
      await reject.mutateAsync({ checkId: check.id, reason, idempotencyKey: idempotencyKey.current });
      toast({ title: checkReviewMessages.checkRejected, message: `${formatCents(check.amountCents)} from ${check.holder.email}: ${reason.trim() || DEFAULT_CHECK_REJECTION_REASON}`, variant: 'success' });
      onClose();
    } catch {
      toast(errorToast(checkReviewMessages.rejectCheckFailed));
      onClose();
    }
  };

  return (
    <FormDialog
      show={shown}
      title="Reject Check Deposit"
      description={check ? <>Reject the check of {formatCents(check.amountCents)} deposited by {check.holder.email}. Nothing is credited; the customer sees the reason.</> : null}
      testId="reject-check-dialog"
      submitLabel="Reject"
      submitVariant="danger"
      busy={reject.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      onClose={onClose}
    >
      <Form.Group controlId="reject-check-reason">
        <Form.Label>Reason</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          maxLength={checkLimits.rejectionReason}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          data-testid="reject-check-reason"
        />
      </Form.Group>
    </FormDialog>
  );
}
