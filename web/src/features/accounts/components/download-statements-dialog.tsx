import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import CloseButton from 'react-bootstrap/CloseButton';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toaster';
import { saveFile } from '../../../lib/save-file';
import { useMyAccounts } from '../api/listMyAccounts';
import { downloadAccountStatement } from '../api/getAccountStatement';
import { maskedAccountNumber } from '../lib/masked-account-number';
import { statementFilename, statementRequestSchema, yearMonthOf, type StatementFormat, type StatementRequest } from '../lib/statement-request';

type StatementInput = z.input<ReturnType<typeof statementRequestSchema>>;

const formats = [
  { value: 'csv', label: 'CSV', hint: 'for a spreadsheet' },
  { value: 'pdf', label: 'PDF', hint: 'to read, print or file' },
] as const satisfies readonly { value: StatementFormat; label: string; hint: string }[];

/** Download Statements: choose an account, a month and CSV or PDF, get the API's statement of it. */
export function DownloadStatementsDialog({ show, onClose }: { show: boolean; onClose: () => void }) {
  const accounts = useMyAccounts();
  const toast = useToast();
  const [now] = useState(() => new Date());
  const thisMonth = yearMonthOf(now);
  const firstAccountId = accounts.data?.items[0]?.id ?? '';

  const {
    register,
    handleSubmit,
    reset,
    getValues,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<StatementInput, unknown, StatementRequest>({
    resolver: zodResolver(statementRequestSchema(now)),
    defaultValues: { accountId: firstAccountId, month: thisMonth, format: 'csv' },
  });
  const format = watch('format');

  // Each opening starts from the current month; the account and the format stay as last chosen (the first account and CSV at first).
  useEffect(() => {
    if (show) reset({ accountId: getValues('accountId') || firstAccountId, month: thisMonth, format: getValues('format') || 'csv' });
  }, [show, firstAccountId, thisMonth, reset, getValues]);

  const onValid = async ({ accountId, month, format: chosen }: StatementRequest) => {
    const account = accounts.data?.items.find((item) => item.id === accountId);
    try {
      const { blob, filename } = await downloadAccountStatement(accountId, month, chosen);
      const name = filename ?? statementFilename(account?.number ?? 'account', month, chosen);
      saveFile(blob, name);
      toast({ title: 'Statement downloaded', message: name, variant: 'success' });
      onClose();
    } catch (error) {
      toast({
        title: 'Download failed',
        message: error instanceof Error ? error.message : 'The statement could not be downloaded. Please try again.',
        variant: 'danger',
      });
    }
  };

  const titleId = useId();

  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby={titleId} data-testid="download-statements-dialog">
      <Form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)} data-testid="download-statements-form">
        <Modal.Header>
          <Modal.Title as="h2" className="h5" id={titleId}>
            Download Statements
          </Modal.Title>
          <CloseButton aria-label="Close" onClick={onClose} data-testid="download-statements-dismiss" />
        </Modal.Header>
        <Modal.Body>
          <p className="text-body-secondary small">
            A statement lists the month&apos;s opening balance, every entry with the balance after it and the closing balance of one
            account.
          </p>
          <SelectField
            groupClassName="mb-3"
            controlId="statement-account"
            label="Account"
            disabled={!accounts.data}
            registration={register('accountId')}
            error={errors.accountId}
          >
            {accounts.data ? null : <option value="">Loading accounts…</option>}
            {accounts.data?.items.map((account) => (
              <option key={account.id} value={account.id}>
                {account.name} · {maskedAccountNumber(account.number)}
              </option>
            ))}
          </SelectField>
          <TextField
            controlId="statement-month"
            label="Month"
            type="month"
            max={thisMonth}
            registration={register('month')}
            error={errors.month}
            errorTestId="statement-month-error"
          />
          <fieldset className="mt-3" data-testid="statement-format">
            <legend className="form-label fs-6 mb-1">Format</legend>
            {formats.map((option) => (
              <Form.Check
                key={option.value}
                type="radio"
                id={`statement-format-${option.value}`}
                value={option.value}
                label={
                  <>
                    {option.label} <span className="text-body-secondary small">{option.hint}</span>
                  </>
                }
                {...register('format')}
                data-testid={`statement-format-${option.value}`}
              />
            ))}
          </fieldset>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose} data-testid="download-statements-cancel">
            Cancel
          </Button>
          <Button type="submit" variant="primary" disabled={isSubmitting || !accounts.data} data-testid="download-statements-submit">
            {isSubmitting ? <Spinner animation="border" size="sm" className="me-2" /> : null}
            Download {format === 'pdf' ? 'PDF' : 'CSV'}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
