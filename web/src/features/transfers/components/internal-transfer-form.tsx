import { type InternalTransferBody, type InternalTransferResult } from '@sandbank/shared';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { AmountField, NoteField, SubmitButton, TextField } from '../../../components/ui/form-field';
import { SourceAccountField, type SourceAccountOption } from '../../../components/domain/source-account-field';
import { useToast } from '../../../components/ui/toaster';
import { resolverFrom } from '../../../lib/form-check';
import { useCreateInternalTransfer } from '../api/createInternalTransfer';
import {
  describeTransferFailure,
  emptyInternalTransferForm,
  validateInternalTransfer,
  type InternalTransferFormValues,
} from '../lib/internal-transfer-form';
import { useSubmissionAttempts } from '../../../lib/submission-attempt';

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
  const toast = useToast();
  const transfer = useCreateInternalTransfer();
  // Retrying the same transfer after an unanswered attempt reuses its Idempotency-Key.
  const submit = useSubmissionAttempts();

  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = useForm<InternalTransferFormValues, unknown, InternalTransferBody>({
    resolver: resolverFrom((values: InternalTransferFormValues) => validateInternalTransfer(values, { ownEmail })),
    defaultValues: { ...emptyInternalTransferForm, fromAccountId: sourceAccounts[0]?.id ?? '' },
  });
  const selectedId = useWatch({ control, name: 'fromAccountId' });
  const note = useWatch({ control, name: 'note' }) ?? '';
  const busy = isSubmitting || isSubmitSuccessful;

  const onValid = async (body: InternalTransferBody) => {
    try {
      const result = await submit(body, (idempotencyKey) => transfer.mutateAsync({ body, idempotencyKey }));
      onTransferred(result, body);
    } catch (error) {
      const failure = describeTransferFailure(error);
      if (failure.field) setError(failure.field, { type: 'server', message: failure.message }, { shouldFocus: true });
      toast({ title: 'Transfer Failed', message: failure.message, variant: 'danger' });
      // Thrown again so the form does not count as successfully submitted.
      throw error;
    }
  };

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
