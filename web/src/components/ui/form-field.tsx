import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { FormControlProps } from 'react-bootstrap/FormControl';
import type { FormSelectProps } from 'react-bootstrap/FormSelect';
import InputGroup from 'react-bootstrap/InputGroup';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface FieldProps {
  /** The Form.Group's controlId, so the label's `for` and the control's `id`; also the control's data-testid unless `testId` is given. */
  controlId: string;
  testId?: string;
  label: ReactNode;
  /** What `register('field')` returned. */
  registration: UseFormRegisterReturn;
  /** The field's entry in react-hook-form's `errors`: marks the control invalid and shows its message. */
  error?: { message?: string };
  errorTestId?: string;
  /** A muted help text under the control. */
  hint?: ReactNode;
  /** The hint's data-testid. */
  hintId?: string;
  /** Classes of the Form.Group (spacing); `className` goes to the control. */
  groupClassName?: string;
}

/**
 * Ties a control to its texts: screen readers hear the hint and, once the field is invalid, the
 * error message with the field (aria-describedby), and the field says it is invalid.
 */
function describedControl({ controlId, error, hint }: Pick<FieldProps, 'controlId' | 'error' | 'hint'>) {
  const errorId = `${controlId}-error`;
  const hintElementId = `${controlId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintElementId : null].filter(Boolean).join(' ');
  return {
    control: { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined },
    errorId,
    hintElementId,
  };
}

function ErrorText({ id, error, testId }: { id: string; error?: { message?: string }; testId?: string }) {
  return (
    <Form.Control.Feedback type="invalid" id={id} data-testid={testId}>
      {error?.message}
    </Form.Control.Feedback>
  );
}

function HintText({ id, hint, testId }: { id: string; hint?: ReactNode; testId?: string }) {
  if (!hint) return null;
  return (
    <Form.Text id={id} muted data-testid={testId}>
      {hint}
    </Form.Text>
  );
}

type ControlProps = Omit<FormControlProps, 'id' | 'name' | 'onChange' | 'onBlur' | 'isInvalid' | 'prefix'> & {
  /** For `as="textarea"`. */
  rows?: number;
};

export interface TextFieldProps extends FieldProps, ControlProps {
  /** Shown at the right of the label, on its line (a character counter, say). */
  aside?: ReactNode;
  /** Text before the control, in an InputGroup (a currency sign, say). */
  prefix?: ReactNode;
}

/** A labelled react-hook-form input with its validation message and, optionally, a hint. */
export function TextField({
  controlId,
  testId = controlId,
  label,
  registration,
  error,
  errorTestId,
  hint,
  hintId,
  aside,
  prefix,
  groupClassName,
  ...controlProps
}: TextFieldProps) {
  const { control: described, errorId, hintElementId } = describedControl({ controlId, error, hint });
  const labelElement = <Form.Label>{label}</Form.Label>;
  const control = (
    <>
      <Form.Control {...controlProps} {...described} isInvalid={!!error} data-testid={testId} {...registration} />
      <ErrorText id={errorId} error={error} testId={errorTestId} />
    </>
  );
  return (
    <Form.Group className={groupClassName} controlId={controlId}>
      {aside ? (
        <div className="d-flex justify-content-between align-items-baseline">
          {labelElement}
          {aside}
        </div>
      ) : (
        labelElement
      )}
      {prefix ? (
        <InputGroup hasValidation>
          <InputGroup.Text>{prefix}</InputGroup.Text>
          {control}
        </InputGroup>
      ) : (
        control
      )}
      <HintText id={hintElementId} hint={hint} testId={hintId} />
    </Form.Group>
  );
}

/** What an amount input of dollars and cents takes (typed text, turned into cents by the form). */
export const amountInputProps = {
  prefix: '$',
  type: 'number',
  inputMode: 'decimal',
  step: '0.01',
  min: '0.01',
  placeholder: '0.00',
} as const;

/** A money amount typed in dollars and cents: a "$" before it, a decimal keypad, steps of one cent. */
export function AmountField({ label = 'Amount', ...props }: Omit<TextFieldProps, 'label' | 'prefix' | 'type' | 'inputMode' | 'step' | 'min' | 'placeholder'> & { label?: ReactNode }) {
  return <TextField label={label} {...amountInputProps} {...props} />;
}

/** A label marked "(optional)". */
export const optionalLabel = (label: string) => (
  <>
    {label} <span className="text-body-secondary fw-normal">(optional)</span>
  </>
);

/** An optional free-text note (a memo, a message): a short textarea with a count of the characters left. */
export function NoteField({
  label,
  length,
  maxLength,
  ...props
}: Omit<TextFieldProps, 'label' | 'aside' | 'as' | 'rows' | 'maxLength'> & { label: string; length: number; maxLength: number }) {
  return (
    <TextField
      label={optionalLabel(label)}
      aside={
        <span className="small text-body-secondary" aria-hidden="true">
          {length}/{maxLength}
        </span>
      }
      as="textarea"
      rows={2}
      maxLength={maxLength}
      {...props}
    />
  );
}

export interface SelectFieldProps extends FieldProps, Omit<FormSelectProps, 'id' | 'name' | 'onChange' | 'onBlur' | 'isInvalid'> {
  children: ReactNode;
}

/** A labelled react-hook-form select with its validation message and, optionally, a hint. */
export function SelectField({
  controlId,
  testId = controlId,
  label,
  registration,
  error,
  errorTestId,
  hint,
  hintId,
  groupClassName,
  children,
  ...selectProps
}: SelectFieldProps) {
  const { control: described, errorId, hintElementId } = describedControl({ controlId, error, hint });
  return (
    <Form.Group className={groupClassName} controlId={controlId}>
      <Form.Label>{label}</Form.Label>
      <Form.Select {...selectProps} {...described} isInvalid={!!error} data-testid={testId} {...registration}>
        {children}
      </Form.Select>
      <ErrorText id={errorId} error={error} testId={errorTestId} />
      <HintText id={hintElementId} hint={hint} testId={hintId} />
    </Form.Group>
  );
}

/** The form's main button: disabled with a spinner while the form is busy. */
export function SubmitButton({ busy, testId, children }: { busy: boolean; testId: string; children: ReactNode }) {
  return (
    <Button type="submit" variant="primary" size="lg" disabled={busy} data-testid={testId}>
      {busy ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
      {children}
    </Button>
  );
}
