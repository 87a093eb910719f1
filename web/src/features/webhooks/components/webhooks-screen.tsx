import { WEBHOOK_MAX_ENDPOINTS, type Webhook, type WebhookWithSecret } from '@sandbank/shared';
import { lazy, Suspense, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import Placeholder from 'react-bootstrap/Placeholder';
import { Link } from 'react-router';
import { useSubmission } from '../../../components/forms/use-submission';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { reasonToast, useFailureToast } from '../../../components/ui/failure-toast';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { paths } from '../../../config/paths';
import { useDeleteWebhook, useRotateWebhookSecret, useTestWebhook, useWebhooks } from '../api/webhooks';
import { webhookTexts } from '../lib/webhook-texts';
import { SecretDialog, type IssuedSecret } from './secret-dialog';
import { WebhookCard } from './webhook-card';
import '../webhooks.css';

/** The form (a form library and a modal) loads when first opened: the list shows sooner. */
const NewWebhookDialog = lazy(async () => ({ default: (await import('./new-webhook-dialog')).NewWebhookDialog }));

function NoWebhooks({ onAdd }: { onAdd: () => void }) {
  return (
    <Card className="text-center" data-testid="webhooks-empty">
      <Card.Body className="py-5 px-4">
        <h2 className="h5">No webhook endpoints yet</h2>
        <p className="text-body-secondary mx-auto webhooks-explainer">
          A webhook is an address of yours that the bank calls whenever something happens in your bank — a payment posted, a wire
          approved, a check deposited. Each event arrives as a signed HTTPS POST, and is retried until your endpoint answers.
        </p>
        <Button onClick={onAdd} data-testid="webhooks-add-first">
          Add your first endpoint
        </Button>
      </Card.Body>
    </Card>
  );
}

const loading = (
  <Card aria-busy="true" data-testid="webhooks-loading">
    <Card.Body>
      <Placeholder as="div" animation="glow">
        <Placeholder xs={10} className="mb-2" />
        <Placeholder xs={6} className="mb-3" />
        <Placeholder xs={8} />
      </Placeholder>
    </Card.Body>
  </Card>
);

/** What the two confirmations are about. */
type Asking = { action: 'delete' | 'rotate'; webhook: Webhook } | null;

/**
 * /profile/webhooks: the customer's endpoints with their status and deliveries; add one (its
 * signing secret shown once), send it a test event, rotate its secret, delete it.
 */
export function WebhooksScreen() {
  const webhooks = useWebhooks();
  const remove = useDeleteWebhook();
  const rotate = useRotateWebhookSecret();
  const test = useTestWebhook();
  const [adding, setAdding] = useState(false);
  // Once opened, the dialog stays mounted, so it closes with its animation.
  const [dialogLoaded, setDialogLoaded] = useState(false);
  const [issued, setIssued] = useState<IssuedSecret | null>(null);
  // What the confirmation asks about stays while it closes, so its words do not change as it fades.
  const [asking, setAsking] = useState<Asking>(null);
  const [confirming, setConfirming] = useState(false);
  const ask = (question: NonNullable<Asking>) => {
    setAsking(question);
    setConfirming(true);
  };
  useFailureToast(webhooks.errorUpdatedAt, webhookTexts.loadFailed);

  const openDialog = () => {
    setDialogLoaded(true);
    setAdding(true);
  };
  const registered = webhooks.data?.items.length ?? 0;

  const deletion = useSubmission({
    send: (webhook: Webhook) => remove.mutateAsync(webhook.id),
    successToast: (_, webhook) => ({ title: 'Endpoint Deleted', message: `Nothing more is delivered to ${webhook.url}.`, variant: 'success' }),
    failureToast: (error) => reasonToast(error, webhookTexts.deleteFailed),
  });
  const rotation = useSubmission({
    send: (webhook: Webhook) => rotate.mutateAsync(webhook.id),
    failureToast: (error) => reasonToast(error, webhookTexts.rotateFailed),
  });
  const testing = useSubmission({
    send: (webhook: Webhook) => test.mutateAsync(webhook.id),
    successToast: (_, webhook) => ({ title: 'Test Event Sent', message: `A webhook.test event is on its way to ${webhook.url}.`, variant: 'success' }),
    failureToast: (error) => reasonToast(error, webhookTexts.testFailed),
  });

  const onCreated = (webhook: WebhookWithSecret) => {
    setAdding(false);
    setIssued({ url: webhook.url, secret: webhook.secret, reason: 'registered' });
  };

  const confirm = async (): Promise<boolean> => {
    if (!asking) return false;
    try {
      if (asking.action === 'delete') {
        await deletion.submitFor(asking.webhook.id, asking.webhook);
      } else {
        const rotated = await rotation.submitFor(asking.webhook.id, asking.webhook);
        setIssued({ url: rotated.url, secret: rotated.secret, reason: 'rotated' });
      }
      return true;
    } catch {
      return false;
    }
  };

  const actions = {
    onTest: (webhook: Webhook) =>
      testing.submitFor(webhook.id, webhook).then(
        () => true,
        () => false,
      ),
    onRotate: (webhook: Webhook) => ask({ action: 'rotate', webhook }),
    onDelete: (webhook: Webhook) => ask({ action: 'delete', webhook }),
    testing: test.isPending,
  };

  return (
    <Container className="py-4 py-md-5" data-testid="webhooks-page">
      <PageHeader
        title="Webhooks"
        description={`Send your bank's events to your own endpoints, signed and retried. ${webhookTexts.limit}`}
        back={{ to: paths.profile, label: 'Back to profile settings', testId: 'webhooks-back' }}
        actions={
          registered > 0 ? (
            <Button onClick={openDialog} data-testid="webhooks-add">
              Add endpoint
            </Button>
          ) : null
        }
      />
      <QueryState
          query={webhooks}
          testId="webhooks"
          errorMessage={webhookTexts.loadFailed}
          loading={loading}
          isEmpty={(data) => data.items.length === 0}
          empty={<NoWebhooks onAdd={openDialog} />}
        >
          {({ items }) => (
            <>
              <p className="small text-body-secondary" data-testid="webhooks-count">
                {items.length} of {WEBHOOK_MAX_ENDPOINTS} endpoints. How to verify a delivery&apos;s signature:{' '}
                <Link to={`${paths.developers}#webhooks-title`} data-testid="webhooks-docs-link">
                  the developers page
                </Link>
                .
              </p>
              <ul className="list-unstyled d-flex flex-column gap-3 mb-0" data-testid="webhooks-list">
                {items.map((webhook) => (
                  <WebhookCard key={webhook.id} webhook={webhook} actions={actions} />
                ))}
              </ul>
            </>
          )}
      </QueryState>
      {dialogLoaded ? (
        <Suspense fallback={null}>
          <NewWebhookDialog show={adding} registered={registered} onCreated={onCreated} onClose={() => setAdding(false)} />
        </Suspense>
      ) : null}
      <SecretDialog issued={issued} onClose={() => setIssued(null)} />
      <ConfirmDialog
        show={confirming}
        title={asking?.action === 'rotate' ? 'Rotate signing secret' : 'Delete endpoint'}
        question={asking?.action === 'rotate' ? `Give ${asking.webhook.url} a new signing secret?` : `Delete ${asking?.webhook.url ?? ''}?`}
        detail={
          asking?.action === 'rotate'
            ? 'The old secret stops signing at once: deliveries from now on are signed with the new one, shown once.'
            : 'Nothing more is delivered to it, retries included. Its deliveries are no longer listed.'
        }
        testId={asking?.action === 'rotate' ? 'webhook-rotate-dialog' : 'webhook-delete-dialog'}
        confirmLabel={asking?.action === 'rotate' ? 'Rotate secret' : 'Delete endpoint'}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </Container>
  );
}
