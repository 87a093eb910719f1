import { apiMessages, formatCents, isPostingRequest, type AdjustmentBody, type Direction } from '@sandbank/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { amountInputProps, TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toaster';
import { useSubmission } from '../../../components/forms/use-submission';
import { useAdjustBalance, type AdjustmentTarget } from '../api/postings';
import { approvalThresholdCents, sentForApprovalToast } from '../lib/approval-messages';
import { backOfficeMessages, postingFailureToast } from '../lib/messages';
import { adjustmentFormSchema, type AdjustmentFormValues } from '../lib/posting-form';
import { FormDialog } from '../../../components/ui/form-dialog';

export interface AdjustmentSubject {
  target: AdjustmentTarget;
  /** Who or what the money moves on, as the dialog names it. */
  label: string;
  /** The balance the adjustment changes, when the screen knows it. */
  balanceCents: number | null;
}

const empty: AdjustmentFormValues = { amount: '', reason: '' };

/** Add funds or Deduct funds: an amount and a reason; audited on the server. */
export function AdjustBalanceDialog({ subject, direction, onClose }: { subject: AdjustmentSubject | null; direction: Direction; onClose: () => void }) {
  const toast = useToast();
  const adjust = useAdjustBalance();
  const balanceCents = subject?.balanceCents ?? null;
  const resolver = useMemo(() => zodResolver(adjustmentFormSchema(direction, balanceCents)), [direction, balanceCents]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AdjustmentFormValues, unknown, AdjustmentBody>({
    resolver,
    defaultValues: empty,
  });

  // Each opening starts empty (the subject is rebuilt on every render of its screen).
  const shown = subject !== null;
  useEffect(() => {
    if (shown) reset(empty);
  }, [shown, reset]);

  const credit = direction === 'credit';
  const testId = credit ? 'add-funds-dialog' : 'deduct-funds-dialog';

  const onInvalid = (invalid: typeof errors) => {
    if (invalid.amount?.message === apiMessages.cannotDeduct) {
      toast({ title: backOfficeMessages.insufficientBalanceTitle, message: apiMessages.cannotDeduct, variant: 'danger' });
    } else if (invalid.amount) {
      toast({ title: backOfficeMessages.invalidAmountTitle, message: invalid.amount.message, variant: 'danger' });
    }
  };

  const { submit } = useSubmission({
    send: ({ target, body }: { target: AdjustmentTarget; body: AdjustmentBody }, idempotencyKey) => adjust.mutateAsync({ target, body, idempotencyKey }),
    successToast: (result, { body }) =>
      isPostingRequest(result)
        ? sentForApprovalToast(result)
        : {
            title: 'Balance Updated',
            message: `${credit ? 'Added' : 'Deducted'} ${formatCents(body.amountCents)} ${credit ? 'to' : 'from'} ${subject?.label}. New balance: ${formatCents(result.balanceCents)}.`,
            variant: 'success',
          },
    failureToast: (error) => postingFailureToast(error, backOfficeMessages.updateBalanceFailed),
  });

  const onValid = async (body: AdjustmentBody) => {
    if (!subject) return;
    // A failure is toasted and leaves the dialog open for another try.
    await submit({ target: subject.target, body }).then(onClose, () => undefined);
  };

  return (
    <FormDialog
      show={shown}
      title={credit ? 'Add Funds' : 'Deduct Funds'}
      description={
        subject ? (
          <>
            {credit ? 'Credit' : 'Debit'} {subject.label}
            {balanceCents !== null ? <> (balance {formatCents(balanceCents)})</> : null}. The entry, its reason and the audit event are
            recorded together; from {formatCents(approvalThresholdCents())} on — alone, or with what was posted to the account at once in the last 24
            hours — it waits for another administrator&apos;s approval.
          </>
        ) : null
      }
      testId={testId}
      submitLabel={credit ? 'Add Funds' : 'Deduct Funds'}
      submitVariant={credit ? 'primary' : 'danger'}
      busy={isSubmitting}
      onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
      onClose={onClose}
    >
      <TextField
        groupClassName="mb-3"
        controlId={`${testId}-amount`}
        label="Amount"
        {...amountInputProps}
        registration={register('amount')}
        error={errors.amount}
        errorTestId={`${testId}-amount-error`}
      />
      <TextField
        controlId={`${testId}-reason`}
        label="Reason"
        as="textarea"
        rows={2}
        maxLength={500}
        registration={register('reason')}
        error={errors.reason}
        errorTestId={`${testId}-reason-error`}
      />
    </FormDialog>
  );
}
