import { useState, type ReactNode } from 'react';
import { FormDialog } from './form-dialog';

/**
 * Asks before a decision that cannot be taken back, naming what it is about. `onConfirm` answers
 * whether it went through: the dialog then closes, else it stays open for another try.
 */
export function ConfirmDialog({
  show,
  title,
  question,
  detail,
  testId,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  show: boolean;
  title: string;
  /** The question itself, naming the amount and who or what it is about. */
  question: ReactNode;
  /** What follows from confirming, in a smaller line. */
  detail?: ReactNode;
  /** The dialog's test id; its Cancel, Close and confirm buttons' derive from it, its question's is `<testId>-question`. */
  testId: string;
  confirmLabel: string;
  onConfirm: () => Promise<boolean>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <FormDialog
      show={show}
      title={title}
      testId={testId}
      submitLabel={confirmLabel}
      busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        void onConfirm()
          .then((done) => done && onClose())
          .finally(() => setBusy(false));
      }}
      onClose={onClose}
    >
      <p className="fw-semibold text-break mb-0" data-testid={`${testId}-question`}>
        {question}
      </p>
      {detail ? <p className="small text-body-secondary mt-2 mb-0">{detail}</p> : null}
    </FormDialog>
  );
}
