import { formatCents, isPostingRequest, postableDirections, PostableType, type AdminUserRow } from '@sandbank/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { amountInputProps, SelectField, TextField } from '../../../components/ui/form-field';
import { humanizeCode } from '../../../lib/format';
import { useSubmission } from '../../../components/forms/use-submission';
import { usePostTransaction } from '../api/postings';
import { approvalThresholdCents, sentForApprovalToast } from '../lib/approval-messages';
import { backOfficeMessages, postingFailureToast } from '../lib/messages';
import { displayName } from '../../../lib/display-name';
import { postingFormSchema, type CheckedPosting, type PostingFormValues } from '../lib/posting-form';
import { FormDialog } from '../../../components/ui/form-dialog';

const resolver = zodResolver(postingFormSchema);

const blank = (accountId: string): PostingFormValues => ({ accountId, type: 'deposit', direction: '', amount: '', description: '' });

/** Post transaction: a deposit, withdrawal, fee, interest or adjustment on one of the customer's accounts, dated now. */
export function PostTransactionDialog({ user, onClose }: { user: AdminUserRow | null; onClose: () => void }) {
  const post = usePostTransaction();
  const firstAccountId = user?.accounts[0]?.id ?? '';
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<PostingFormValues, unknown, CheckedPosting>({
    resolver,
    defaultValues: blank(firstAccountId),
  });
  const type = useWatch({ control, name: 'type' }) as PostableType;
  const directions: readonly string[] = postableDirections[type] ?? [];

  useEffect(() => {
    if (user) reset(blank(firstAccountId));
  }, [user, firstAccountId, reset]);

  const { submit } = useSubmission({
    send: ({ accountId, body }: CheckedPosting, idempotencyKey) => post.mutateAsync({ accountId, body, idempotencyKey }),
    successToast: (result) =>
      isPostingRequest(result)
        ? sentForApprovalToast(result)
        : {
            title: 'Transaction Posted',
            message: `${result.transaction.description}: ${formatCents(result.transaction.amountCents)}. New balance: ${formatCents(result.balanceCents)}.`,
            variant: 'success',
          },
    failureToast: (error) => postingFailureToast(error, backOfficeMessages.addTransactionFailed),
  });

  // A failure is toasted and leaves the dialog open for another try.
  const onValid = (checked: CheckedPosting) => submit(checked).then(onClose, () => undefined);

  return (
    <FormDialog
      show={user !== null}
      title="Post Transaction"
      description={
        user ? (
          <>
            Posted now on an account of {displayName(user)}; it changes the balance at once. From {formatCents(approvalThresholdCents())} on — alone, or with
            what was posted to the account at once in the last 24 hours — it waits for another administrator&apos;s approval instead.
          </>
        ) : null
      }
      testId="post-transaction-dialog"
      submitLabel="Post Transaction"
      busy={isSubmitting}
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      onClose={onClose}
    >
      <SelectField groupClassName="mb-3" controlId="post-transaction-account" label="Account" registration={register('accountId')} error={errors.accountId}>
        {user?.accounts.map((account) => (
          <option key={account.id} value={account.id}>
            {account.name} {account.number} — {formatCents(account.balanceCents)}
          </option>
        ))}
      </SelectField>
      <div className="row g-3 mb-3">
        <div className="col-sm-6">
          <SelectField controlId="post-transaction-type" label="Type" registration={register('type')} error={errors.type}>
            {PostableType.options.map((option) => (
              <option key={option} value={option}>
                {humanizeCode(option)}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="col-sm-6">
          <SelectField
            controlId="post-transaction-direction"
            label="Direction"
            registration={register('direction')}
            error={errors.direction}
            disabled={directions.length < 2}
          >
            {directions.length < 2 ? (
              <option value="">{directions[0] === 'debit' ? 'Debit (money out)' : 'Credit (money in)'}</option>
            ) : (
              <>
                <option value="">Choose…</option>
                <option value="credit">Credit (money in)</option>
                <option value="debit">Debit (money out)</option>
              </>
            )}
          </SelectField>
        </div>
      </div>
      <TextField
        groupClassName="mb-3"
        controlId="post-transaction-amount"
        label="Amount"
        {...amountInputProps}
        registration={register('amount')}
        error={errors.amount}
      />
      <TextField
        controlId="post-transaction-description"
        label={
          <>
            Description <span className="text-body-secondary fw-normal">(optional)</span>
          </>
        }
        placeholder={`Admin ${type}`}
        maxLength={200}
        registration={register('description')}
        error={errors.description}
      />
    </FormDialog>
  );
}
