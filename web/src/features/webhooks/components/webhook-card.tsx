import type { Webhook } from '@sandbank/shared';
import { useId, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { formatDateTime } from '../../../lib/format';
import { typesLabel } from '../lib/event-type-groups';
import { WebhookDeliveries } from './webhook-deliveries';

/** What can be done to an endpoint from its card; the screen asks first where it cannot be undone. */
export interface WebhookActions {
  /** Answers whether the test event was queued: its delivery is then shown. */
  onTest: (webhook: Webhook) => Promise<boolean>;
  onRotate: (webhook: Webhook) => void;
  onDelete: (webhook: Webhook) => void;
  testing: boolean;
}

/** One endpoint: its URL, status, the events it receives and when it was added, its actions, and its deliveries when shown. */
export function WebhookCard({ webhook, actions }: { webhook: Webhook; actions: WebhookActions }) {
  const [showDeliveries, setShowDeliveries] = useState(false);
  const deliveriesId = useId();
  const failing = webhook.status === 'failing';
  return (
    <Card as="li" className="webhook-card" data-testid="webhook-card" data-webhook-id={webhook.id} data-status={webhook.status}>
      <Card.Body>
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2">
          <div className="min-w-0">
            <h2 className="h6 mb-1 text-break font-monospace" data-testid="webhook-url">
              {webhook.url}
            </h2>
            <div className="small text-body-secondary">
              <span data-testid="webhook-types">{typesLabel(webhook.types)}</span> · Added <span data-testid="webhook-created">{formatDateTime(webhook.createdAt)}</span>
            </div>
          </div>
          <Badge bg={failing ? 'danger' : 'success'} pill data-testid="webhook-status">
            {failing ? 'Failing' : 'Active'}
          </Badge>
        </div>
        {failing ? (
          <p className="small text-danger-emphasis mt-2 mb-0" data-testid="webhook-failing-note">
            Deliveries to this endpoint kept failing and were given up. Fix the receiver, then resend them from the list below.
          </p>
        ) : null}
        <div className="d-flex flex-wrap gap-2 mt-3">
          <Button size="sm" variant="outline-primary" onClick={() => void actions.onTest(webhook).then((queued) => queued && setShowDeliveries(true))} disabled={actions.testing} data-testid="webhook-test">
            Send test event
          </Button>
          <Button
            size="sm"
            variant="outline-secondary"
            onClick={() => setShowDeliveries((shown) => !shown)}
            aria-expanded={showDeliveries}
            aria-controls={showDeliveries ? deliveriesId : undefined}
            data-testid="webhook-deliveries-toggle"
          >
            {showDeliveries ? 'Hide deliveries' : 'Show deliveries'}
          </Button>
          <Button size="sm" variant="outline-secondary" onClick={() => actions.onRotate(webhook)} data-testid="webhook-rotate">
            Rotate secret
          </Button>
          <Button size="sm" variant="outline-danger" onClick={() => actions.onDelete(webhook)} data-testid="webhook-delete">
            Delete
          </Button>
        </div>
        {showDeliveries ? (
          <div id={deliveriesId}>
            <WebhookDeliveries webhookId={webhook.id} url={webhook.url} />
          </div>
        ) : null}
      </Card.Body>
    </Card>
  );
}
