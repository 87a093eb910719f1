import Form from 'react-bootstrap/Form';

/** What is wrong with a typed authenticator code, or null when it is six digits (spaces typed or pasted along are ignored). */
export function authenticatorCodeProblem(typed: string): string | null {
  return /^\d{6}$/.test(authenticatorDigits(typed)) ? null : 'Enter the 6-digit code your authenticator app shows.';
}

/** The code as sent: the digits without the spaces an app shows between them. */
export const authenticatorDigits = (typed: string): string => typed.replace(/\s+/g, '');

/**
 * The field for the 6-digit code of an authenticator app, at sign-in and when one is set up: the
 * phone's code keyboard and the code the system offers, room for a code pasted with its spaces,
 * and `problem` said under it. Test ids: `testId` and `<testId>-error`.
 */
export function AuthenticatorCodeField({
  controlId,
  label,
  value,
  onChange,
  problem,
  testId,
  autoFocus = false,
}: {
  controlId: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem: string | null;
  testId: string;
  autoFocus?: boolean;
}) {
  const errorId = `${controlId}-error`;
  return (
    <Form.Group className="mb-3" controlId={controlId}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={9}
        autoFocus={autoFocus}
        isInvalid={problem !== null}
        aria-describedby={problem ? errorId : undefined}
        data-testid={testId}
      />
      <Form.Control.Feedback type="invalid" id={errorId} data-testid={`${testId}-error`}>
        {problem}
      </Form.Control.Feedback>
    </Form.Group>
  );
}
