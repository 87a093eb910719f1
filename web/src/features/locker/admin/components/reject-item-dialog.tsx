import { LOCKER_REASON_MAX, LockerRejectionBody } from '@sandbank/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { TextField } from '../../../../components/ui/form-field';
import { lockerTexts } from '../../lib/locker-messages';

/**
 * The rejection reason, asked in a dialog: cancelled or left blank, nothing is rejected (a blank
 * reason is marked under the field); `onReject` answers whether it was.
 */
export function RejectItemDialog({
  itemName,
  onReject,
  onClose,
}: {
  itemName: string | null;
  onReject: (body: LockerRejectionBody) => Promise<boolean>;
  onClose: () => void;
}) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ reason: string }, unknown, LockerRejectionBody>({ resolver: zodResolver(LockerRejectionBody), defaultValues: { reason: '' } });
  const show = itemName !== null;
  useEffect(() => {
    if (show) reset({ reason: '' });
  }, [show, reset]);

  return (
    <FormDialog
      show={show}
      title="Reject Item"
      description={itemName ? <>The customer sees the reason with “{itemName}”.</> : null}
      testId="locker-reject-dialog"
      submitLabel="Reject"
      submitVariant="danger"
      busy={isSubmitting}
      onSubmit={(event) => void handleSubmit(async (body) => (await onReject(body)) && onClose())(event)}
      onClose={onClose}
    >
      <TextField
        controlId="locker-reject-reason"
        label={lockerTexts.rejectionPrompt}
        as="textarea"
        rows={3}
        maxLength={LOCKER_REASON_MAX}
        registration={register('reason')}
        error={errors.reason}
        errorTestId="locker-reject-reason-error"
      />
    </FormDialog>
  );
}
