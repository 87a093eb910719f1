import { useEffect, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { resolverFrom } from '../../lib/form-check';
import { FormDialog } from '../ui/form-dialog';
import { TextField } from '../ui/form-field';
import { checkReason, type ReasonSchema, type ReasonValues } from './reason-check';

/** What a kind of rejection (a wire, a check, a locker item) calls its dialog and its field. */
export interface RejectionTexts {
  title: string;
  submitLabel: string;
  reasonLabel: string;
  /** The dialog's test id; its Cancel, Close and submit buttons' derive from it. */
  testId: string;
  /** The reason field's id and test id; its error's is `<reasonId>-error`. */
  reasonId: string;
  /** Lines the reason field shows. */
  rows: number;
  maxLength: number;
  /** What the field holds when the dialog opens (blank unless the kind has a usual reason). */
  defaultReason?: string;
}

/**
 * Reject something with a reason, checked by the kind's shared request schema (the server checks
 * the same): cancelled, or refused by the schema, nothing is rejected. `onReject` answers whether
 * the rejection went through; the dialog then closes, else it stays open for another try.
 */
export function RejectWithReasonDialog<Body>({
  show,
  texts,
  description,
  schema,
  onReject,
  onClose,
}: {
  show: boolean;
  texts: RejectionTexts;
  description: ReactNode;
  schema: ReasonSchema<Body>;
  onReject: (body: Body) => Promise<boolean>;
  onClose: () => void;
}) {
  const defaultReason = texts.defaultReason ?? '';
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ReasonValues, unknown, Body>({
    resolver: resolverFrom((values: ReasonValues) => checkReason(schema, values)),
    defaultValues: { reason: defaultReason },
  });

  // Each opening starts from the kind's usual reason.
  useEffect(() => {
    if (show) reset({ reason: defaultReason });
  }, [show, reset, defaultReason]);

  return (
    <FormDialog
      show={show}
      title={texts.title}
      description={description}
      testId={texts.testId}
      submitLabel={texts.submitLabel}
      submitVariant="danger"
      busy={isSubmitting}
      onSubmit={(event) => void handleSubmit(async (body) => (await onReject(body)) && onClose())(event)}
      onClose={onClose}
    >
      <TextField
        controlId={texts.reasonId}
        label={texts.reasonLabel}
        as="textarea"
        rows={texts.rows}
        maxLength={texts.maxLength}
        registration={register('reason')}
        error={errors.reason}
        errorTestId={`${texts.reasonId}-error`}
      />
    </FormDialog>
  );
}
