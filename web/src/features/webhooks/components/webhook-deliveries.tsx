import type { WebhookDelivery } from '@sandbank/shared';
import { useEffect } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useSubmission } from '../../../components/forms/use-submission';
import { ListingCard } from '../../../components/listing/listing-card';
import { reasonToast } from '../../../components/ui/failure-toast';
import { formatDateTime } from '../../../lib/format';
import { useRefreshDeliveries, useResendDelivery, useWebhookDeliveries } from '../api/webhooks';
import { deliveryStatusLook, durationText, webhookTexts } from '../lib/webhook-texts';

/** While a delivery waits for its next attempt, the list is read again this often to show the outcome (retries are a minute apart or more). */
const PENDING_REFRESH_MS = 10_000;

const when = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

function DeliveryRow({ delivery, onResend, resending }: { delivery: WebhookDelivery; onResend: () => void; resending: boolean }) {
  const look = deliveryStatusLook(delivery.status);
  return (
    <tr data-testid="webhook-delivery-row" data-delivery-id={delivery.id} data-event-id={delivery.eventId} data-status={delivery.status}>
      <td>
        <code data-testid="webhook-delivery-type">{delivery.type}</code>
      </td>
      <td>
        <Badge bg={look.bg} {...(look.text ? { text: look.text } : {})} pill data-testid="webhook-delivery-status">
          {look.label}
        </Badge>
      </td>
      <td className="text-end" data-testid="webhook-delivery-attempts">
        {delivery.attempts}
      </td>
      <td data-testid="webhook-delivery-code">{delivery.lastStatusCode ?? '—'}</td>
      <td className="text-nowrap" data-testid="webhook-delivery-duration">
        {durationText(delivery.lastDurationMs)}
      </td>
      <td className="text-nowrap small" data-testid="webhook-delivery-last-attempt">
        {when(delivery.lastAttemptAt)}
      </td>
      <td className="text-nowrap small" data-testid="webhook-delivery-next-attempt">
        {when(delivery.nextAttemptAt)}
      </td>
      <td className="text-end">
        <Button
          size="sm"
          variant="outline-primary"
          onClick={onResend}
          disabled={resending}
          aria-label={`Resend the ${delivery.type} event`}
          data-testid="webhook-delivery-resend"
        >
          Resend
        </Button>
      </td>
    </tr>
  );
}

/** One endpoint's deliveries, newest first, with each one's attempts and Resend; read while shown. */
export function WebhookDeliveries({ webhookId, url }: { webhookId: string; url: string }) {
  const deliveries = useWebhookDeliveries(webhookId);
  const refresh = useRefreshDeliveries();
  const resend = useResendDelivery();
  const { submitFor } = useSubmission({
    send: (deliveryId: string) => resend.mutateAsync({ webhookId, deliveryId }),
    successToast: () => ({ title: 'Delivery Resent', message: 'It is being attempted again now, with the same event id.', variant: 'success' }),
    failureToast: (error) => reasonToast(error, webhookTexts.resendFailed),
  });

  const items = deliveries.data?.pages.flatMap((page) => page.items) ?? [];
  const waiting = items.some((delivery) => delivery.status === 'pending');
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setInterval(() => void refresh(webhookId), PENDING_REFRESH_MS);
    return () => clearInterval(timer);
  }, [waiting, refresh, webhookId]);

  return (
    <ListingCard
      listing={deliveries}
      testId="webhook-deliveries"
      cardTestId="webhook-deliveries"
      className="mt-3"
      header={
        <Card.Header className="bg-transparent d-flex justify-content-between align-items-center gap-2">
          <h3 className="h6 mb-0">Deliveries</h3>
          <Button size="sm" variant="link" onClick={() => void refresh(webhookId)} data-testid="webhook-deliveries-refresh">
            Refresh
          </Button>
        </Card.Header>
      }
      loading="Loading deliveries…"
      empty="No deliveries yet. Events from now on are delivered here; Send test sends one at once."
      failureText={webhookTexts.deliveriesFailed}
      noun={{ one: 'delivery', other: 'deliveries' }}
    >
      {(rows) => (
        <div className="table-responsive" tabIndex={0} role="region" aria-label={`Deliveries to ${url}`}>
          <table className="table table-sm align-middle mb-0" data-testid="webhook-deliveries-table">
            <thead>
              <tr>
                <th scope="col">Event</th>
                <th scope="col">Status</th>
                <th scope="col" className="text-end">
                  Attempts
                </th>
                <th scope="col">Last code</th>
                <th scope="col">Duration</th>
                <th scope="col">Last attempt</th>
                <th scope="col">Next attempt</th>
                <th scope="col" className="text-end">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((delivery) => (
                <DeliveryRow key={delivery.id} delivery={delivery} resending={resend.isPending && resend.variables?.deliveryId === delivery.id} onResend={() => void submitFor(delivery.id, delivery.id).catch(() => undefined)} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ListingCard>
  );
}
