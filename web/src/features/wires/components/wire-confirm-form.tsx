import { ConfirmWireBody, wireMessages, type Wire } from '@sandbank/shared';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useToast } from '../../../components/ui/toaster';
import { serverReason } from '../../../lib/server-reason';
import { useSubmission } from '../../../components/forms/use-submission';
import { useConfirmWire, useResendWireCode } from '../api/wires';
import { describeConfirmFailure, secondsUntilResend, type ConfirmStage } from '../lib/confirm-step';

/**
 * The code step of a wire: one field for the emailed code, Submit, and Resend code (once a
 * minute). `stage` says whether a code can be typed (confirm-step.ts).
 */
export function WireConfirmForm({
  wire,
  stage,
  now,
  onConfirmed,
}: {
  wire: Wire;
  stage: ConfirmStage;
  /** The page's clock, which ticks while the step is shown. */
  now: number;
  onConfirmed: (wire: Wire) => void;
}) {
  const toast = useToast();
  const confirm = useConfirmWire(wire.id);
  const resend = useResendWireCode(wire.id);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // A code whose answer never came is sent again with the same key, so it cannot hold twice.
  const { submit: send } = useSubmission({
    send: ({ code }: { code: string }, idempotencyKey) => confirm.mutateAsync({ code, idempotencyKey }),
    failureToast: (error) => describeConfirmFailure(error).toast,
  });
  const resendIn = secondsUntilResend(wire, now);
  const busy = confirm.isPending || confirm.isSuccess;
  const attemptsUsed = stage === 'attempts-used';

  const submit = async () => {
    const parsed = ConfirmWireBody.safeParse({ code });
    if (!parsed.success) {
      setProblem(wireMessages.codeShape);
      return;
    }
    try {
      onConfirmed(await send(parsed.data));
    } catch (error) {
      if (describeConfirmFailure(error).clearCode) setCode('');
    }
  };

  const sendNewCode = async () => {
    try {
      await resend.mutateAsync();
      setCode('');
      setProblem(null);
      toast({ title: 'Code Sent', message: 'We emailed you a new code. The previous code no longer works.', variant: 'success' });
    } catch (error) {
      toast({
        title: 'Code Not Sent',
        message: serverReason(error) ?? 'A new code could not be sent. Please try again.',
        variant: 'danger',
      });
    }
  };

  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      data-testid="wire-confirm-form"
    >
      {attemptsUsed ? (
        <Alert variant="warning" data-testid="wire-confirm-attempts-used">
          {wireMessages.codeAttemptsUsed}
        </Alert>
      ) : null}
      <Form.Group className="mb-3" controlId="wire-confirm-code">
        <Form.Label>Confirmation code</Form.Label>
        <Form.Control
          className="wire-code-input"
          value={code}
          onChange={(event) => {
            setCode(event.target.value.replace(/\D/g, '').slice(0, 6));
            setProblem(null);
          }}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          placeholder="000000"
          disabled={attemptsUsed}
          isInvalid={problem !== null}
          aria-describedby={problem ? 'wire-confirm-code-error wire-confirm-code-hint' : 'wire-confirm-code-hint'}
          data-testid="wire-confirm-code"
        />
        <Form.Control.Feedback type="invalid" id="wire-confirm-code-error" data-testid="wire-confirm-code-error">
          {problem}
        </Form.Control.Feedback>
        <Form.Text id="wire-confirm-code-hint" muted data-testid="wire-confirm-attempts">
          {attemptsUsed
            ? 'Request a new code to try again.'
            : `The 6-digit code from the email we sent you. ${wire.attemptsLeft ?? 0} ${wire.attemptsLeft === 1 ? 'try' : 'tries'} left.`}
        </Form.Text>
      </Form.Group>
      <div className="d-grid gap-2">
        <Button type="submit" size="lg" disabled={busy || code === '' || attemptsUsed} data-testid="wire-confirm-submit">
          {busy ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
          {busy ? 'Confirming…' : 'Submit'}
        </Button>
        <Button
          variant="outline-primary"
          onClick={() => void sendNewCode()}
          disabled={resendIn > 0 || resend.isPending || busy}
          data-testid="wire-confirm-resend"
        >
          {resendIn > 0 ? `Resend code in ${resendIn} s` : resend.isPending ? 'Sending…' : 'Resend code'}
        </Button>
      </div>
    </Form>
  );
}
