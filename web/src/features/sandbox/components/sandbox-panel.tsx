import type { MySandbox } from '@sandbank/shared';
import { useId } from 'react';
import CloseButton from 'react-bootstrap/CloseButton';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { formatDateTime } from '../../../lib/format';
import { formatTimeLeft } from '../lib/time-left';
import { PendingDecisions } from './pending-decisions';
import { ResetSandbox } from './reset-sandbox';
import { SandboxMail } from './sandbox-mail';

const scenarioNames: Record<MySandbox['scenario'], string> = { new: 'New customer', busy: 'Busy customer' };

function About({ sandbox, now }: { sandbox: MySandbox | undefined; now: number }) {
  if (!sandbox) return null;
  const left = formatTimeLeft(Date.parse(sandbox.expiresAt) - now);
  return (
    <p className="small text-body-secondary mb-0" data-testid="sandbox-about">
      <span className="fw-semibold text-body">{sandbox.email}</span> is a test customer ({scenarioNames[sandbox.scenario]} scenario). It and
      everything it holds are removed{' '}
      <span data-testid="sandbox-expires-at">
        {left ? `in ${left}, on ${formatDateTime(sandbox.expiresAt)}` : 'now'}
      </span>
      .
    </p>
  );
}

/**
 * The tester's toolkit for the signed-in test customer, sliding in from the right (the whole
 * width of a phone): decisions on its pending requests, the mail the bank sent it with the codes
 * to copy, and a reset to the scenario's start.
 */
export function SandboxPanel({ show, onClose, sandbox, now }: { show: boolean; onClose: () => void; sandbox: MySandbox | undefined; now: number }) {
  const titleId = useId();
  return (
    <Offcanvas show={show} onHide={onClose} placement="end" className="sandbox-panel" aria-labelledby={titleId} data-testid="sandbox-panel">
      <Offcanvas.Header className="border-bottom">
        <Offcanvas.Title as="h2" className="h5 mb-0" id={titleId}>
          Sandbox panel
        </Offcanvas.Title>
        <CloseButton aria-label="Close Sandbox panel" onClick={onClose} data-testid="sandbox-panel-close" />
      </Offcanvas.Header>
      <Offcanvas.Body className="d-flex flex-column gap-4">
        <About sandbox={sandbox} now={now} />
        <PendingDecisions now={now} />
        <SandboxMail />
        <ResetSandbox scenario={sandbox ? scenarioNames[sandbox.scenario] : null} />
      </Offcanvas.Body>
    </Offcanvas>
  );
}
