import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { reasonToast } from '../../../components/ui/failure-toast';
import { useToast } from '../../../components/ui/toaster';
import { useResetSandbox } from '../api/sandbox';

/** What a reset does, said before it is done. */
const consequences =
  "Your balances go back to the scenario's start by entries in your history; pending wires and check deposits are rejected ('Reset by the sandbox') and their holds released; your locker items and notifications are removed.";

/** Puts the test customer's bank back to its scenario's start, after asking. */
export function ResetSandbox({ scenario }: { scenario: string | null }) {
  const reset = useResetSandbox();
  const toast = useToast();
  const [asking, setAsking] = useState(false);

  const confirm = async (): Promise<boolean> => {
    try {
      await reset.mutateAsync();
      toast({ title: 'Sandbox Reset', message: 'Your accounts are back to their starting balances.', variant: 'success' });
      return true;
    } catch (error) {
      toast(reasonToast(error, 'Failed to reset the sandbox. Please try again.'));
      return false;
    }
  };

  return (
    <section aria-labelledby="sandbox-reset-heading" data-testid="sandbox-reset">
      <h3 className="h6 fw-semibold" id="sandbox-reset-heading">
        Start over
      </h3>
      <p className="small text-body-secondary">{consequences}</p>
      <Button variant="outline-danger" size="sm" onClick={() => setAsking(true)} data-testid="sandbox-reset-open">
        Reset sandbox
      </Button>
      <ConfirmDialog
        show={asking}
        title="Reset the sandbox"
        question={scenario ? `Reset this test customer to the start of the ${scenario} scenario?` : 'Reset this test customer to the start of its scenario?'}
        detail={consequences}
        testId="sandbox-reset-dialog"
        confirmLabel="Reset sandbox"
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      />
    </section>
  );
}
