import { checkLimits, formatCents, type CheckDeposit, type CheckDepositBody } from '@sandbank/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useForm, useWatch } from 'react-hook-form';
import { AmountField, NoteField, optionalLabel, SelectField, SubmitButton, TextField } from '../../../components/ui/form-field';
import { useSubmission } from '../../../components/forms/use-submission';
import { bankSettings } from '../../../lib/bank-settings';
import { useCreateCheckDeposit } from '../api/checks';
import {
  checkDepositFormSchema,
  depositFailureToast,
  emptyCheckDepositForm,
  serverFieldErrors,
  type CheckDepositFormValues,
} from '../lib/check-deposit-form';

/** An account the check can go into, as the page describes it. */
export interface DepositAccountOption {
  id: string;
  name: string;
  maskedNumber: string;
}

/** Account, amount (typed text, sent as integer cents), the check's details and an optional memo. */
export function CheckDepositForm({ accounts, onDeposited }: { accounts: readonly DepositAccountOption[]; onDeposited: (check: CheckDeposit) => void }) {
  const createDeposit = useCreateCheckDeposit();
  const settings = bankSettings();
  const maxCents = settings.check.maxCents;
  const resolver = useMemo(() => zodResolver(checkDepositFormSchema(settings)), [settings]);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = useForm<CheckDepositFormValues, unknown, CheckDepositBody>({
    resolver,
    defaultValues: { ...emptyCheckDepositForm, accountId: accounts[0]?.id ?? '' },
  });
  const memo = useWatch({ control, name: 'memo' }) ?? '';
  const busy = isSubmitting || isSubmitSuccessful;

  const { submit } = useSubmission({
    send: (body: CheckDepositBody, idempotencyKey) => createDeposit.mutateAsync({ body, idempotencyKey }),
    failureToast: depositFailureToast,
    serverFields: { of: serverFieldErrors, mark: setError },
  });

  // A failure rejects, so the form does not count as submitted.
  const onValid = async (body: CheckDepositBody) => onDeposited(await submit(body));

  return (
    <Form noValidate onSubmit={(event) => void handleSubmit(onValid)(event).catch(() => undefined)} data-testid="check-deposit-form">
      <SelectField groupClassName="mb-3" controlId="check-deposit-account" label="Deposit to" registration={register('accountId')} error={errors.accountId}>
        {accounts.map((account) => (
          <option key={account.id} value={account.id}>
            {account.name} {account.maskedNumber}
          </option>
        ))}
      </SelectField>

      <Row className="g-3 mb-3">
        <Col sm={6}>
          <AmountField
            controlId="check-deposit-amount"
            registration={register('amount')}
            error={errors.amount}
            errorTestId="check-deposit-amount-error"
            hint={`Up to ${formatCents(maxCents)} per check.`}
            hintId="check-deposit-limit"
          />
        </Col>
        <Col sm={6}>
          <TextField
            controlId="check-deposit-number"
            label={optionalLabel('Check number')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={checkLimits.checkNumber}
            placeholder="1042"
            registration={register('checkNumber')}
            error={errors.checkNumber}
            errorTestId="check-deposit-number-error"
          />
        </Col>
      </Row>

      <TextField
        groupClassName="mb-3"
        controlId="check-deposit-bank"
        label="Bank name"
        autoComplete="off"
        maxLength={checkLimits.bankName}
        placeholder="The bank the check is drawn on"
        registration={register('bankName')}
        error={errors.bankName}
      />

      <Row className="g-3 mb-3">
        <Col sm={6}>
          <TextField
            controlId="check-deposit-routing"
            label="Routing number"
            inputMode="numeric"
            autoComplete="off"
            maxLength={9}
            placeholder="9 digits"
            registration={register('routingNumber')}
            error={errors.routingNumber}
            errorTestId="check-deposit-routing-error"
            hint={errors.routingNumber ? null : 'The 9 digits at the bottom left of the check.'}
          />
        </Col>
        <Col sm={6}>
          <TextField
            controlId="check-deposit-account-number"
            label="Account number"
            inputMode="numeric"
            autoComplete="off"
            maxLength={checkLimits.accountNumber.max}
            placeholder="The payer's account"
            registration={register('accountNumber')}
            error={errors.accountNumber}
          />
        </Col>
      </Row>

      <NoteField
        groupClassName="mb-4"
        controlId="check-deposit-memo"
        label="Memo"
        length={memo.length}
        maxLength={checkLimits.memo}
        registration={register('memo')}
        error={errors.memo}
      />

      <div className="d-grid">
        <SubmitButton busy={busy} testId="check-deposit-submit">
          {busy ? 'Submitting…' : 'Submit deposit'}
        </SubmitButton>
      </div>
    </Form>
  );
}
