import { formatCents, WIRE_TEXT_LIMITS, WirePurpose, type BankSettings, type CreateWireBody, type Wire } from '@sandbank/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useForm, useWatch } from 'react-hook-form';
import { amountInputProps, NoteField, SelectField, SubmitButton, TextField } from '../../../components/ui/form-field';
import { SourceAccountField, type SourceAccountOption } from '../../../components/domain/source-account-field';
import { useSubmission } from '../../../components/forms/use-submission';
import { humanizeCode } from '../../../lib/format';
import { useCreateWire } from '../api/wires';
import { describeWireFailure, emptyWireForm, wireFormMessages, wireFormSchema, type WireFormValues } from '../lib/wire-form';

const NOTES_MAX_LENGTH = WIRE_TEXT_LIMITS.senderNotes;

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
  const create = useCreateWire();
  const resolver = useMemo(() => zodResolver(wireFormSchema(settings)), [settings]);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = useForm<WireFormValues, unknown, CreateWireBody>({
    resolver,
    defaultValues: { ...emptyWireForm, accountId: sourceAccounts[0]?.id ?? '' },
  });
  const selectedId = useWatch({ control, name: 'accountId' });
  const notes = useWatch({ control, name: 'senderNotes' }) ?? '';
  const busy = isSubmitting || isSubmitSuccessful;

  const { submit } = useSubmission({
    send: (body: CreateWireBody, idempotencyKey) => create.mutateAsync({ body, idempotencyKey }),
    failureToast: (error) => ({ title: wireFormMessages.failedTitle, message: describeWireFailure(error).message, variant: 'danger' }),
    serverFields: { of: (error) => describeWireFailure(error).fields, mark: setError },
  });

  // A failure rejects, so the form does not count as submitted.
  const onValid = async (body: CreateWireBody) => onCreated(await submit(body));

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
      <NoteField
        groupClassName="mb-4"
        controlId="wire-notes"
        label="Notes"
        length={notes.length}
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
