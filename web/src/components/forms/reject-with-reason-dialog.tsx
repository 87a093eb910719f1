import { useEffect, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { resolverFrom } from '../../lib/form-check';
import { FormDialog } from '../ui/form-dialog';
import { TextField } from '../ui/form-field';

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

type ReasonValues = { reason: string };

/** The part of a shared request schema the dialog uses: the kind's own rules for the reason. */
export interface ReasonSchema<Body> {
  safeParse: (values: ReasonValues) => { success: true; data: Body } | { success: false; error: { issues: readonly { message: string }[] } };
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
    resolver: resolverFrom((values: ReasonValues) => {
      const parsed = schema.safeParse(values);
      return parsed.success ? { success: true, body: parsed.data } : { success: false, errors: { reason: parsed.error.issues[0]?.message ?? '' } };
    }),
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
