import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { FormControlProps } from 'react-bootstrap/FormControl';
import InputGroup from 'react-bootstrap/InputGroup';
import Spinner from 'react-bootstrap/Spinner';
import type { UseFormRegisterReturn } from 'react-hook-form';

type ControlProps = Omit<FormControlProps, 'id' | 'name' | 'onChange' | 'onBlur' | 'isInvalid' | 'prefix'> & {
  /** For `as="textarea"`. */
  rows?: number;
};

export interface TextFieldProps extends ControlProps {
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
  /** Gives the hint an id and data-testid, and points the control's aria-describedby at it. */
  hintId?: string;
  /** Shown at the right of the label, on its line (a character counter, say). */
  aside?: ReactNode;
  /** Text before the control, in an InputGroup (a currency sign, say). */
  prefix?: ReactNode;
  /** Classes of the Form.Group (spacing); `className` goes to the control. */
  groupClassName?: string;
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
  const labelElement = <Form.Label>{label}</Form.Label>;
  const control = (
    <>
      <Form.Control
        aria-describedby={hintId}
        {...controlProps}
        isInvalid={!!error}
        data-testid={testId}
        {...registration}
      />
      <Form.Control.Feedback type="invalid" data-testid={errorTestId}>
        {error?.message}
      </Form.Control.Feedback>
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
      {hint ? (
        <Form.Text id={hintId} muted data-testid={hintId}>
          {hint}
        </Form.Text>
      ) : null}
    </Form.Group>
  );
}

/** The form's main button: disabled with a spinner while the form is busy. */
export function SubmitButton({ busy, testId, children }: { busy: boolean; testId: string; children: ReactNode }) {
  return (
    <Button type="submit" variant="primary" size="lg" disabled={busy} data-testid={testId}>
      {busy ? <Spinner animation="border" size="sm" className="me-2" /> : null}
      {children}
    </Button>
  );
}
