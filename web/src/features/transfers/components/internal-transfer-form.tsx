import { type InternalTransferBody, type InternalTransferResult } from '@sandbank/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { AmountField, NoteField, SubmitButton, TextField } from '../../../components/ui/form-field';
import { SourceAccountField, type SourceAccountOption } from '../../../components/domain/source-account-field';
import { useSubmission } from '../../../components/forms/use-submission';
import { useCreateInternalTransfer } from '../api/createInternalTransfer';
import {
  describeTransferFailure,
  emptyInternalTransferForm,
  internalTransferFormSchema,
  type InternalTransferFormValues,
} from '../lib/internal-transfer-form';

const NOTE_MAX_LENGTH = 200;

/** Source account, recipient email, amount (typed text, sent as integer cents) and an optional note. */
export function InternalTransferForm({
  sourceAccounts,
  ownEmail,
  onTransferred,
}: {
  sourceAccounts: readonly SourceAccountOption[];
  ownEmail: string | null;
  onTransferred: (result: InternalTransferResult, body: InternalTransferBody) => void;
}) {
  const transfer = useCreateInternalTransfer();
  const resolver = useMemo(() => zodResolver(internalTransferFormSchema({ ownEmail })), [ownEmail]);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = useForm<InternalTransferFormValues, unknown, InternalTransferBody>({
    resolver,
    defaultValues: { ...emptyInternalTransferForm, fromAccountId: sourceAccounts[0]?.id ?? '' },
  });
  const selectedId = useWatch({ control, name: 'fromAccountId' });
  const note = useWatch({ control, name: 'note' }) ?? '';
  const busy = isSubmitting || isSubmitSuccessful;

  const { submit } = useSubmission({
    send: (body: InternalTransferBody, idempotencyKey) => transfer.mutateAsync({ body, idempotencyKey }),
    failureToast: (error) => ({ title: 'Transfer Failed', message: describeTransferFailure(error).message, variant: 'danger' }),
    serverFields: {
      of: (error) => {
        const failure = describeTransferFailure(error);
        return failure.field ? { [failure.field]: failure.message } : {};
      },
      mark: setError,
    },
  });

  // A failure rejects, so the form does not count as submitted.
  const onValid = async (body: InternalTransferBody) => onTransferred(await submit(body), body);

  return (
    <Form
      noValidate
      onSubmit={(event) => void handleSubmit(onValid)(event).catch(() => undefined)}
      data-testid="internal-transfer-form"
    >
      <SourceAccountField
        controlId="internal-transfer-from"
        accounts={sourceAccounts}
        selectedId={selectedId}
        registration={register('fromAccountId')}
        error={errors.fromAccountId}
      />

      <TextField
        groupClassName="mb-3"
        controlId="internal-transfer-to-email"
        label="Recipient email"
        type="email"
        inputMode="email"
        autoComplete="off"
        placeholder="customer@example.com"
        registration={register('toEmail')}
        error={errors.toEmail}
        errorTestId="internal-transfer-to-email-error"
        hint={errors.toEmail ? null : 'The email address the recipient uses to sign in to this bank.'}
      />

      <AmountField
        groupClassName="mb-3"
        controlId="internal-transfer-amount"
        registration={register('amount')}
        error={errors.amount}
        errorTestId="internal-transfer-amount-error"
      />

      <NoteField
        groupClassName="mb-4"
        controlId="internal-transfer-note"
        label="Note"
        length={note.length}
        maxLength={NOTE_MAX_LENGTH}
        placeholder="What is it for? Both of you will see it."
        registration={register('note')}
        error={errors.note}
      />

      <div className="d-grid">
        <SubmitButton busy={busy} testId="internal-transfer-submit">
          {busy ? 'Sending…' : 'Send transfer'}
        </SubmitButton>
      </div>
    </Form>
  );
}
