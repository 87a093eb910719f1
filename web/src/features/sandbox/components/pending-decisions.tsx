import { formatCents } from '@sandbank/shared';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Placeholder from 'react-bootstrap/Placeholder';
import { reasonToast } from '../../../components/ui/failure-toast';
import { QueryState } from '../../../components/ui/query-state';
import { useToast } from '../../../components/ui/toaster';
import { formatDateLabel } from '../../../lib/format';
import { usePendingLists, useSimulateDecision } from '../api/sandbox';
import { outcomeButton, outcomeToast, pendingRequests, requestTitle, type PendingRequest, type SimulatedOutcome } from '../lib/pending-requests';

const outcomeVariants: Record<SimulatedOutcome, string> = { approve: 'success', reject: 'outline-danger', expire: 'outline-secondary' };

function RequestRow({
  request,
  busy,
  onDecide,
}: {
  request: PendingRequest;
  busy: SimulatedOutcome | null;
  onDecide: (outcome: SimulatedOutcome) => void;
}) {
  return (
    <li className="sandbox-request" data-testid="sandbox-request" data-kind={request.kind} data-request-id={request.id}>
      <div className="d-flex justify-content-between align-items-start gap-2">
        <div className="min-w-0">
          <div className="fw-semibold text-break" data-testid="sandbox-request-title">
            {requestTitle(request)}
          </div>
          <div className="small text-body-secondary">
            {formatDateLabel(request.createdAt)} ·{' '}
            <Badge bg="warning" text="dark" pill data-testid="sandbox-request-status">
              {request.status}
            </Badge>
          </div>
        </div>
        <div className="fw-semibold text-nowrap" data-testid="sandbox-request-amount">
          {formatCents(request.amountCents)}
        </div>
      </div>
      <div className="d-flex flex-wrap gap-2 mt-2">
        {request.outcomes.map((outcome) => {
          const { label, name } = outcomeButton(request, outcome);
          return (
            <Button
              key={outcome}
              size="sm"
              variant={outcomeVariants[outcome]}
              aria-label={name}
              disabled={busy !== null}
              onClick={() => onDecide(outcome)}
              data-testid={`sandbox-request-${outcome}`}
            >
              {busy === outcome ? <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" /> : null}
              {label}
            </Button>
          );
        })}
      </div>
    </li>
  );
}

/**
 * The caller's requests that wait for a decision — wires (held, or awaiting their code), check
 * deposits, locker items — each with the decisions the back office could take on it, taken at
 * once by the sandbox. A rejection records 'Rejected by the sandbox'.
 */
export function PendingDecisions({ now }: { now: number }) {
  const lists = usePendingLists();
  const simulate = useSimulateDecision();
  const toast = useToast();
  const [deciding, setDeciding] = useState<{ id: string; outcome: SimulatedOutcome } | null>(null);

  const decide = (request: PendingRequest, outcome: SimulatedOutcome) => {
    setDeciding({ id: request.id, outcome });
    simulate.mutate(
      { request, outcome },
      {
        onSuccess: () => toast({ ...outcomeToast(request, outcome), variant: 'success' }),
        onError: (error) => toast(reasonToast(error, 'Failed to simulate the decision. Please try again.')),
        onSettled: () => setDeciding(null),
      },
    );
  };

  return (
    <section aria-labelledby="sandbox-pending-heading" data-testid="sandbox-pending">
      <h3 className="h6 fw-semibold" id="sandbox-pending-heading">
        Pending decisions
      </h3>
      <QueryState
        query={lists}
        testId="sandbox-pending"
        errorMessage="Your pending requests could not be loaded."
        loading={
          <Placeholder as="div" animation="glow">
            <Placeholder xs={12} className="rounded mb-2" style={{ height: 56 }} />
          </Placeholder>
        }
        isEmpty={(data) => pendingRequests(data, now).length === 0}
        empty={
          <p className="small text-body-secondary mb-0" data-testid="sandbox-pending-empty">
            Nothing waits for a decision. Wires, check deposits and locker items you request show up here.
          </p>
        }
      >
        {(data) => (
          <ul className="list-unstyled mb-0 sandbox-list" data-testid="sandbox-pending-list">
            {pendingRequests(data, now).map((request) => (
              <RequestRow
                key={`${request.kind}-${request.id}`}
                request={request}
                busy={deciding?.id === request.id ? deciding.outcome : null}
                onDecide={(outcome) => decide(request, outcome)}
              />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
