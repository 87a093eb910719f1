import { formatCents, type AdminWire } from '@sandbank/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../../components/ui/form-field';
import { checkRejection, type RejectFormValues, type Rejection } from '../lib/wire-decision';
import { resolverFrom } from '../../../../lib/form-check';
import { displayName } from '../../../../lib/display-name';
import { FormDialog } from '../../../../components/ui/form-dialog';

const empty: RejectFormValues = { reason: '' };

/** Reject a pending wire: the reason is required and becomes the wire's admin notes, which the customer sees. */
export function RejectWireDialog({
  wire,
  busy,
  onReject,
  onClose,
}: {
  wire: AdminWire | null;
  busy: boolean;
  onReject: (wire: AdminWire, body: Rejection) => Promise<void>;
  onClose: () => void;
}) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<RejectFormValues, unknown, Rejection>({ resolver: resolverFrom(checkRejection), defaultValues: empty });

  const shown = wire !== null;
  useEffect(() => {
    if (shown) reset(empty);
  }, [shown, reset]);

  return (
    <FormDialog
      show={shown}
      title="Reject Wire Transfer"
      description={
        wire ? (
          <>
            {formatCents(wire.amountCents)} from {displayName(wire.customer)} to {wire.recipientName}. The amount and the {formatCents(wire.feeCents)} fee
            return to the customer&apos;s account.
          </>
        ) : null
      }
      testId="reject-wire-dialog"
      submitLabel="Reject Transfer"
      submitVariant="danger"
      busy={busy}
      onSubmit={(event) => void handleSubmit((body) => (wire ? onReject(wire, body) : Promise.resolve()))(event)}
      onClose={onClose}
    >
      <TextField
        controlId="reject-wire-dialog-reason"
        label="Reason (shown to the customer)"
        as="textarea"
        rows={3}
        maxLength={500}
        registration={register('reason')}
        error={errors.reason}
        errorTestId="reject-wire-dialog-reason-error"
      />
    </FormDialog>
  );
}
