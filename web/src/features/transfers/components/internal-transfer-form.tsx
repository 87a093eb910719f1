import { type InternalTransferBody, type InternalTransferResult } from '@sandbank/shared';
import { useRef } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { AmountField, NoteField, SubmitButton, TextField } from '../../../components/ui/form-field';
import { SourceAccountField, type SourceAccountOption } from '../../../components/ui/source-account-field';
import { useToast } from '../../../components/ui/toaster';
import { newIdempotencyKey } from '../../../lib/api-client';
import { useCreateInternalTransfer } from '../api/createInternalTransfer';
import {
  describeTransferFailure,
  emptyInternalTransferForm,
  validateInternalTransfer,
  type InternalTransferFormValues,
} from '../lib/internal-transfer-form';
import { attemptFor, fingerprintOf, mayRetryWithSameKey, type SubmissionAttempt } from '../../../lib/submission-attempt';

const NOTE_MAX_LENGTH = 200;

const resolverFor =
  (ownEmail: string | null): Resolver<InternalTransferFormValues, unknown, InternalTransferBody> =>
  async (values) => {
    const result = validateInternalTransfer(values, { ownEmail });
    if (result.success) return { values: result.body, errors: {} };
    const errors: FieldErrors<InternalTransferFormValues> = {};
    for (const [field, message] of Object.entries(result.errors) as [keyof InternalTransferFormValues, string][]) {
      errors[field] = { type: 'validation', message };
    }
    return { values: {}, errors };
  };

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
  // The attempt whose answer never came: retrying the same transfer reuses its Idempotency-Key.
  const unanswered = useRef<SubmissionAttempt | null>(null);

  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = useForm<InternalTransferFormValues, unknown, InternalTransferBody>({
    resolver: resolverFor(ownEmail),
    defaultValues: { ...emptyInternalTransferForm, fromAccountId: sourceAccounts[0]?.id ?? '' },
  });
  const selectedId = useWatch({ control, name: 'fromAccountId' });
  const note = useWatch({ control, name: 'note' }) ?? '';
  const busy = isSubmitting || isSubmitSuccessful;

  const onValid = async (body: InternalTransferBody) => {
    const attempt = attemptFor(unanswered.current, fingerprintOf(body), newIdempotencyKey);
    unanswered.current = attempt;
    try {
      const result = await transfer.mutateAsync({ body, idempotencyKey: attempt.idempotencyKey });
      unanswered.current = null;
      onTransferred(result, body);
    } catch (error) {
      if (!mayRetryWithSameKey(error)) unanswered.current = null;
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
