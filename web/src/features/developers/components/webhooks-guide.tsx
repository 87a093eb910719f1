import { EVENT_TYPES, WEBHOOK_TEST_EVENT_TYPE } from '@sandbank/shared/schemas/event-types';
import { paths } from '../../../config/paths';
import { Link } from 'react-router';
import {
  SIGNATURE_TOLERANCE_SECONDS,
  WEBHOOK_EVENT_ID_HEADER,
  WEBHOOK_MAX_ENDPOINTS,
  WEBHOOK_RETRY_DAYS,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMEOUT_MS,
  webhookPaths,
  webhookReceiverSnippet,
  webhookVerifierSnippet,
} from '../lib/webhook-snippets';
import { CodeSnippet } from './code-snippet';

/** What a delivery carries, header by header. */
const headers: readonly { name: string; value: string }[] = [
  { name: 'Content-Type', value: 'application/json' },
  { name: WEBHOOK_EVENT_ID_HEADER, value: "The event's id: the same on every attempt, so a receiver handles each event once" },
  { name: WEBHOOK_SIGNATURE_HEADER, value: 't=<unix seconds>,v1=<lowercase hex HMAC-SHA256>' },
];

/** The developers page's webhooks section: registering, what a delivery looks like, verifying it, retries, and the event types. */
export function WebhooksGuide() {
  return (
    <>
      <p>
        Register an endpoint on the <Link to={paths.webhooks} data-testid="developers-webhooks-link">
          Webhooks
        </Link> page of a signed-in customer (under Profile Settings) or with{' '}
        <code>{`POST ${webhookPaths.createWebhook} { "url", "types" }`}</code>, where <code>types</code> lists event types or is <code>[&quot;*&quot;]</code>{' '}
        for all of them; up to {WEBHOOK_MAX_ENDPOINTS} endpoints a customer. The answer holds the endpoint&apos;s signing <code>secret</code>, shown only there and
        when it is rotated. Every event created afterwards is sent as <code>POST</code> to the URL, its JSON body the event itself:{' '}
        <code>{'{ "id", "type", "createdAt", "data" }'}</code>, the same as <code>GET {webhookPaths.listMyEvents}</code> lists.
      </p>
      <div className="table-responsive">
        <table className="table table-sm align-middle" data-testid="developers-webhook-headers">
          <thead>
            <tr>
              <th scope="col">Header</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {headers.map((header) => (
              <tr key={header.name}>
                <td>
                  <code>{header.name}</code>
                </td>
                <td>{header.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        <strong>The signature.</strong> <code>v1</code> is HMAC-SHA256, keyed with the secret&apos;s UTF-8 bytes, over{' '}
        <code>{'`${t}.${rawBody}`'}</code>: the <code>t</code> of the header, a dot, and the body exactly as it arrived (verify before parsing
        the JSON). Compare in constant time, and refuse a <code>t</code> more than {SIGNATURE_TOLERANCE_SECONDS / 60} minutes from your clock,
        which stops a captured delivery from being replayed later.
      </p>
      <CodeSnippet title="Node.js: verify-sandbank-signature.js" code={webhookVerifierSnippet} testId="developers-webhook-verify" />
      <CodeSnippet title="Node.js: a receiver" code={webhookReceiverSnippet} testId="developers-webhook-receiver" />
      <p>
        <strong>Retries.</strong> A 2xx answer within {WEBHOOK_TIMEOUT_MS / 1000} seconds is a delivery; anything else (another status, a timeout, a refused
        connection) is retried, first after about a minute and then with growing delays, for up to {WEBHOOK_RETRY_DAYS} days, with the same event id each
        time. An endpoint whose deliveries are given up is marked failing. Each endpoint lists its deliveries with their attempts, and any
        of them can be sent again (<code>POST {webhookPaths.resendWebhookDelivery}</code>).{' '}
        <code>POST {webhookPaths.testWebhook}</code> sends that endpoint alone an event of type <code>{WEBHOOK_TEST_EVENT_TYPE}</code>.
      </p>
      <p>
        <strong>Where it may point.</strong> In AWS, <code>https</code> URLs of public addresses; private, loopback, link-local and metadata
        addresses are refused when registering and at every attempt. The local stack also calls <code>http://localhost:&lt;port&gt;</code> and{' '}
        <code>http://127.0.0.1:&lt;port&gt;</code>, so a test can run its own receiver.
      </p>
      <h3 className="h6">Event types</h3>
      <ul className="developers-event-types list-unstyled" data-testid="developers-event-types">
        {EVENT_TYPES.map((type) => (
          <li key={type}>
            <code>{type}</code>
          </li>
        ))}
      </ul>
    </>
  );
}
