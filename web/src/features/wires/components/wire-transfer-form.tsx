import { formatCents, WirePurpose, type BankSettings, type CreateWireBody, type Wire } from '@sandbank/shared';
import { useRef } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { amountInputProps, SelectField, SubmitButton, TextField } from '../../../components/ui/form-field';
import { SourceAccountField, type SourceAccountOption } from '../../../components/ui/source-account-field';
import { useToast } from '../../../components/ui/toaster';
import { newIdempotencyKey } from '../../../lib/api-client';
import { humanizeCode } from '../../../lib/format';
import { useCreateWire } from '../api/wires';
import { describeWireFailure, emptyWireForm, validateWire, wireFormMessages, type WireFormValues } from '../lib/wire-form';
import { attemptFor, fingerprintOf, mayRetryWithSameKey, type SubmissionAttempt } from '../../../lib/submission-attempt';

const NOTES_MAX_LENGTH = 500;

const resolverFor =
  (settings: BankSettings): Resolver<WireFormValues, unknown, CreateWireBody> =>
  async (values) => {
    const result = validateWire(values, settings);
    if (result.success) return { values: result.body, errors: {} };
    const errors: FieldErrors<WireFormValues> = {};
    for (const [field, message] of Object.entries(result.errors) as [keyof WireFormValues, string][]) {
      errors[field] = { type: 'validation', message };
    }
    return { values: {}, errors };
  };

/** Every field of a wire request; a valid one is filed and the customer goes on to the code step. */
export function WireTransferForm({
  sourceAccounts,
  settings,
  onCreated,
}: {
  sourceAccounts: readonly SourceAccountOption[];
  settings: BankSettings;
  onCreated: (wire: Wire) => void;
}) {
  const toast = useToast();
  const create = useCreateWire();
  // The attempt whose answer never came: submitting the same request again reuses its Idempotency-Key.
  const unanswered = useRef<SubmissionAttempt | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = useForm<WireFormValues, unknown, CreateWireBody>({
    resolver: resolverFor(settings),
    defaultValues: { ...emptyWireForm, accountId: sourceAccounts[0]?.id ?? '' },
  });
  const selectedId = useWatch({ control, name: 'accountId' });
  const notes = useWatch({ control, name: 'senderNotes' }) ?? '';
  const busy = isSubmitting || isSubmitSuccessful;

  const onValid = async (body: CreateWireBody) => {
    const attempt = attemptFor(unanswered.current, fingerprintOf(body), newIdempotencyKey);
    unanswered.current = attempt;
    try {
      const wire = await create.mutateAsync({ body, idempotencyKey: attempt.idempotencyKey });
      unanswered.current = null;
      onCreated(wire);
    } catch (error) {
      if (!mayRetryWithSameKey(error)) unanswered.current = null;
      const failure = describeWireFailure(error);
      for (const [field, message] of Object.entries(failure.fields) as [keyof WireFormValues, string][]) {
        setError(field, { type: 'server', message });
      }
      toast({ title: wireFormMessages.failedTitle, message: failure.message, variant: 'danger' });
      // Thrown again so the form does not count as successfully submitted.
      throw error;
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void handleSubmit(onValid)(event).catch(() => undefined)} data-testid="wire-transfer-form">
      <SourceAccountField
        controlId="wire-from"
        accounts={sourceAccounts}
        selectedId={selectedId}
        registration={register('accountId')}
        error={errors.accountId}
      />

      <h2 className="h6 fw-semibold mt-4 mb-3">Recipient</h2>
      <TextField
        groupClassName="mb-3"
        controlId="wire-recipient-name"
        label="Recipient full name"
        autoComplete="off"
        registration={register('recipientName')}
        error={errors.recipientName}
        errorTestId="wire-recipient-name-error"
      />
      <TextField
        groupClassName="mb-3"
        controlId="wire-recipient-account"
        label="Account number or IBAN"
        autoComplete="off"
        spellCheck={false}
        placeholder="e.g. DE89 3704 0044 0532 0130 00"
        registration={register('recipientAccount')}
        error={errors.recipientAccount}
        errorTestId="wire-recipient-account-error"
        hint={errors.recipientAccount ? null : 'An IBAN is checked by its check digits.'}
      />
      <TextField
        groupClassName="mb-3"
        controlId="wire-recipient-address"
        label="Recipient address"
        as="textarea"
        rows={2}
        registration={register('recipientAddress')}
        error={errors.recipientAddress}
        errorTestId="wire-recipient-address-error"
      />
      <Row className="g-3 mb-3">
        <Col md={7}>
          <TextField
            controlId="wire-recipient-bank"
            label="Bank name"
            autoComplete="off"
            registration={register('recipientBank')}
            error={errors.recipientBank}
            errorTestId="wire-recipient-bank-error"
          />
        </Col>
        <Col md={5}>
          <TextField
            controlId="wire-swift"
            label="SWIFT/BIC"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="e.g. DEUTDEFF"
            registration={register('swift')}
            error={errors.swift}
            errorTestId="wire-swift-error"
          />
        </Col>
      </Row>

      <h2 className="h6 fw-semibold mt-4 mb-3">Transfer</h2>
      <Row className="g-3 mb-3">
        <Col md={6}>
          <TextField
            controlId="wire-amount"
            label="Amount"
            {...amountInputProps}
            min={String(settings.wire.minCents / 100)}
            max={String(settings.wire.maxCents / 100)}
            registration={register('amount')}
            error={errors.amount}
            errorTestId="wire-amount-error"
            hint={errors.amount ? null : `Plus the ${formatCents(settings.wire.feeCents)} fee.`}
          />
        </Col>
        <Col md={6}>
          <SelectField controlId="wire-purpose" label="Purpose" registration={register('purpose')} error={errors.purpose} errorTestId="wire-purpose-error">
            <option value="">Choose a purpose</option>
            {WirePurpose.options.map((purpose) => (
              <option key={purpose} value={purpose}>
                {humanizeCode(purpose)}
              </option>
            ))}
          </SelectField>
        </Col>
      </Row>
      <TextField
        groupClassName="mb-4"
        controlId="wire-notes"
        label={
          <>
            Notes <span className="text-body-secondary fw-normal">(optional)</span>
          </>
        }
        aside={
          <span className="small text-body-secondary" aria-hidden="true">
            {notes.length}/{NOTES_MAX_LENGTH}
          </span>
        }
        as="textarea"
        rows={2}
        maxLength={NOTES_MAX_LENGTH}
        placeholder="Anything the bank should know about this transfer"
        registration={register('senderNotes')}
        error={errors.senderNotes}
      />

      <div className="d-grid">
        <SubmitButton busy={busy} testId="wire-submit">
          {busy ? 'Submitting…' : 'Continue to confirmation'}
        </SubmitButton>
      </div>
    </Form>
  );
}
