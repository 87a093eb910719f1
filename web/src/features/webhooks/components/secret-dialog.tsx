import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import CloseButton from 'react-bootstrap/CloseButton';
import Modal from 'react-bootstrap/Modal';
import { CopyButton } from '../../../components/ui/copy-button';
import { webhookTexts } from '../lib/webhook-texts';

/** What the secret dialog shows: an endpoint's secret just issued, on registration or rotation. */
export interface IssuedSecret {
  url: string;
  secret: string;
  reason: 'registered' | 'rotated';
}

/**
 * The signing secret, shown this once: the bank keeps no way to show it again, so the dialog says
 * so and offers to copy it. Closing it forgets the secret.
 */
export function SecretDialog({ issued, onClose }: { issued: IssuedSecret | null; onClose: () => void }) {
  const titleId = useId();
  const secretId = useId();
  return (
    <Modal show={issued !== null} onHide={onClose} centered aria-labelledby={titleId} data-testid="webhook-secret-dialog">
      <Modal.Header>
        <Modal.Title as="h2" className="h5" id={titleId}>
          {issued?.reason === 'rotated' ? 'New signing secret' : 'Endpoint added: its signing secret'}
        </Modal.Title>
        <CloseButton aria-label="Close" onClick={onClose} data-testid="webhook-secret-dialog-close" />
      </Modal.Header>
      <Modal.Body>
        <p className="small text-body-secondary text-break">
          For <span data-testid="webhook-secret-url">{issued?.url}</span>
          {issued?.reason === 'rotated' ? '. The old secret signs nothing more.' : '.'}
        </p>
        <label htmlFor={secretId} className="form-label">
          Signing secret
        </label>
        <div className="d-flex gap-2 align-items-start">
          <input id={secretId} className="form-control font-monospace" readOnly value={issued?.secret ?? ''} onFocus={(event) => event.currentTarget.select()} data-testid="webhook-secret" />
          <CopyButton text={issued?.secret ?? ''} label="the signing secret" testId="webhook-secret-copy" />
        </div>
        <p className="alert alert-warning small mt-3 mb-0" data-testid="webhook-secret-warning">
          {webhookTexts.secretOnce}
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button onClick={onClose} data-testid="webhook-secret-dialog-done">
          I have copied it
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
