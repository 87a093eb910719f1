import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { useShellSettings } from '../../../config/runtime-config-context';
import { runtimeDocument } from '../../../config/runtime-config';
import { useSession } from '../../../lib/use-session';
import { curlSnippet, playwrightSnippet } from '../lib/snippets';
import { FAULT_HEADER, FAULT_MAX_LATENCY_MS, FAULT_TIMEOUT_MS, SANDBOX_MAIL_HOURS, sandboxReasons, TEST_CUSTOMER_TTL_MINUTES } from '../lib/toolkit-facts';
import { readSignInSettings, readToolkitSettings } from '../lib/toolkit-settings';
import { ApiReference } from './api-reference';
import { CodeSnippet } from './code-snippet';
import { useSignInAs } from '../lib/use-sign-in-as';
import { CreateTestCustomer } from './create-test-customer';
import { WebhooksGuide } from './webhooks-guide';
import '../developers.css';

/*
 * /developers: how to automate tests against this bank — a test customer in three steps, the
 * magic values (from /config.json, as the server applies them), faults on demand, the test ids,
 * test customers' lifetime and limits, webhooks and how to verify them, and the interactive API
 * reference.
 */

const faults: readonly { value: string; answer: ReactNode }[] = [
  { value: '500', answer: '500 (internal)' },
  { value: '503', answer: '503 (unavailable)' },
  { value: '429', answer: '429 (throttled) with Retry-After' },
  { value: 'timeout', answer: `504 (gateway_timeout) after ${FAULT_TIMEOUT_MS / 1000} s` },
  { value: 'latency=<ms>', answer: `the normal answer, <ms> later (at most ${FAULT_MAX_LATENCY_MS.toLocaleString('en-US')}; more is 400)` },
];

const testIdConventions: readonly { pattern: string; meaning: string; examples: string }[] = [
  { pattern: '<page>-page', meaning: "a page's content", examples: 'about-page, wire-transfer-page, wire-confirm-page' },
  { pattern: '<thing>-form', meaning: 'a form', examples: 'sign-in-form, internal-transfer-form, wire-transfer-form' },
  { pattern: '<field>', meaning: "a form's field, named after it", examples: 'sign-in-email, sign-in-password, wire-amount' },
  { pattern: '<field>-error', meaning: 'the message under a field the bank refused', examples: 'wire-amount-error, wire-swift-error' },
  { pattern: '<thing>-submit', meaning: "a form's submit button", examples: 'sign-in-submit, wire-confirm-submit' },
  { pattern: '<things>-table, <thing>-row', meaning: 'a table and each of its rows', examples: 'wires-table, wire-row, users-table, user-row' },
  { pattern: '<list>-empty, -error, -retry, -count, -load-more', meaning: "a listing's states", examples: 'transactions-empty, notifications-error' },
  { pattern: 'data-loading="true"', meaning: 'a listing still waiting for its answer', examples: 'transactions-results' },
  { pattern: '<name>-dialog, -close, -cancel, -submit', meaning: 'a dialog and its buttons', examples: 'download-statements-dialog, download-statements-submit' },
  { pattern: '<menu>-toggle, <menu>-<item>', meaning: 'a menu and its items', examples: 'user-menu-toggle, user-menu-sign-out' },
  { pattern: 'account-card-<type>', meaning: 'one account on the dashboard', examples: 'account-card-checking, account-card-savings' },
  { pattern: 'toast, toast-title, toast-message', meaning: 'a notice after an action', examples: 'toast-close' },
];

const countText = (count: number) => count.toLocaleString('en-US');

const minutesAsText = (minutes: number) => (minutes % 1_440 === 0 ? `${minutes / 1_440} day${minutes === 1_440 ? '' : 's'}` : `${minutes} minutes`);

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="developers-section" aria-labelledby={`${id}-title`} data-testid={`developers-${id}`}>
      <h2 id={`${id}-title`} className="h4 mb-3">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /developers: the tester's toolkit, its guide and the API reference. */
export function DevelopersScreen() {
  const onSignIn = useSignInAs();
  const { userPoolClientId } = useShellSettings();
  const document = runtimeDocument();
  const toolkit = readToolkitSettings(document);
  const signInAt = readSignInSettings(document);
  const signedIn = useSession().status === 'signedIn';
  const snippetSettings = { origin: window.location.origin, userPoolClientId, cognitoEndpoint: signInAt?.cognitoEndpoint ?? '<Cognito endpoint>' };

  return (
    <div className="container py-4 py-md-5 developers-page" data-testid="developers-page">
      <PageHeader
        title="Developers"
        description="Automate your tests against this bank: test customers on demand, decisions on demand, faults on demand, and the whole API."
      />

      <div className="row g-4 mb-4">
        <div className="col-lg-7">
          <Section id="three-steps" title="Start a test in three steps">
            <ol className="d-flex flex-column gap-2">
              <li>
                <strong>Create a test customer</strong>: <code>POST /api/sandbox/customers</code>, no sign-in needed. The answer
                holds its email, its password (shown only there), its accounts and when it expires.
              </li>
              <li>
                <strong>Sign in for a token</strong>: Cognito <code>InitiateAuth</code> with <code>USER_PASSWORD_AUTH</code>, the
                app client <code data-testid="developers-client-id">{userPoolClientId}</code> and the customer&apos;s email and
                password. Its <code>AuthenticationResult.AccessToken</code> is the bearer token.
              </li>
              <li>
                <strong>Call the API</strong> with <code>Authorization: Bearer &lt;token&gt;</code>, or sign in through the app with
                the same email and password and drive it by its test ids.
              </li>
            </ol>
          </Section>
        </div>
        <div className="col-lg-5">
          <div className="card shadow-sm">
            <div className="card-body">
              <h2 className="h5">Create a test customer</h2>
              <p className="small text-body-secondary">
                Confirmed and ready to sign in, with its own accounts and the powers of the toolkit. It lives{' '}
                {minutesAsText(TEST_CUSTOMER_TTL_MINUTES.default)}.
              </p>
              <CreateTestCustomer enabled={toolkit.enabled} onSignIn={onSignIn} />
            </div>
          </div>
        </div>
      </div>

      <CodeSnippet title="curl" code={curlSnippet(snippetSettings)} testId="developers-curl" />
      <CodeSnippet title="Playwright" code={playwrightSnippet(snippetSettings)} testId="developers-playwright" />

      <Section id="magic-values" title="Magic values">
        <p>
          A test customer&apos;s requests with these values are decided at once, as the back office would decide them (with{' '}
          <code>sandbox</code> as the decider). Anyone else&apos;s wait for an administrator.
        </p>
        {toolkit.magic.length > 0 ? (
          <div className="table-responsive">
            <table className="table table-sm align-middle" data-testid="developers-magic-table">
              <thead>
                <tr>
                  <th scope="col">Request</th>
                  <th scope="col">Field</th>
                  <th scope="col">Value</th>
                  <th scope="col">What happens</th>
                </tr>
              </thead>
              <tbody>
                {toolkit.magic.map((magic) => (
                  <tr key={`${magic.applies}-${magic.value}`} data-testid="developers-magic-row">
                    <td>{magic.applies}</td>
                    <td>
                      <code>{magic.field}</code>
                    </td>
                    <td>
                      <code>{magic.value}</code>
                    </td>
                    <td>{magic.effect}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="text-body-secondary" data-testid="developers-magic-none">
            This deployment publishes no magic values.
          </p>
        )}
        <p className="small text-body-secondary">
          Or decide a pending request yourself: <code>POST /api/sandbox/wires/&#123;id&#125;/simulate</code> (and{' '}
          <code>/checks/…</code>, <code>/locker/…</code>) with <code>{'{ "outcome": "approve" | "reject" | "expire", "reason"? }'}</code>;
          a rejection without a reason records &apos;{sandboxReasons.simulatedRejection}&apos;.
        </p>
      </Section>

      <Section id="faults" title="Faults on demand">
        <p>
          Send the request header <code>{FAULT_HEADER}</code> on any <code>/api</code> call of a test customer. It is answered before
          anything is written, so the same call without the header then completes normally. It is ignored on the call that creates a
          test customer.
        </p>
        <div className="table-responsive">
          <table className="table table-sm align-middle" data-testid="developers-fault-table">
            <thead>
              <tr>
                <th scope="col">{FAULT_HEADER}</th>
                <th scope="col">Answer</th>
              </tr>
            </thead>
            <tbody>
              {faults.map((fault) => (
                <tr key={fault.value} data-testid="developers-fault-row">
                  <td>
                    <code>{fault.value}</code>
                  </td>
                  <td>{fault.answer}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section id="test-ids" title="Test ids">
        <p>
          Every link, button and field of the app carries a stable <code>data-testid</code>, named the same way everywhere (the
          browser&apos;s developer tools show them on any page):
        </p>
        <div className="table-responsive">
          <table className="table table-sm align-middle" data-testid="developers-test-id-table">
            <thead>
              <tr>
                <th scope="col">Test id</th>
                <th scope="col">Stands for</th>
                <th scope="col">For example</th>
              </tr>
            </thead>
            <tbody>
              {testIdConventions.map((convention) => (
                <tr key={convention.pattern}>
                  <td>
                    <code>{convention.pattern}</code>
                  </td>
                  <td>{convention.meaning}</td>
                  <td className="small">{convention.examples}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section id="lifetime" title="Test customers: lifetime and limits">
        <ul className="d-flex flex-column gap-2">
          <li>
            A test customer lives <code>ttlMinutes</code>: from {TEST_CUSTOMER_TTL_MINUTES.min} minute to{' '}
            {minutesAsText(TEST_CUSTOMER_TTL_MINUTES.max)}, {minutesAsText(TEST_CUSTOMER_TTL_MINUTES.default)} unless asked. Within two
            minutes of <code>expiresAt</code> its balances return to the bank and it is gone; its old tokens then get 401.
          </li>
          <li>
            Scenarios: <code>new</code> (the three accounts every new customer opens) or <code>busy</code> (90 days of history, a held wire, a
            pending check and locker items). <code>POST /api/sandbox/reset</code> puts it back at its scenario&apos;s start: pending
            wires and checks end as &apos;{sandboxReasons.reset}&apos;, the locker and notifications are cleared.
          </li>
          <li>
            Test customers pay each other and nobody else: a transfer between a test customer and a customer of the bank, either
            way, is answered 404 like an unknown email. Their money comes from the bank&apos;s sandbox funding and goes back to it.
          </li>
          <li>
            Its mail, without a mailbox: <code>GET /api/sandbox/mail</code> lists what the bank sent it in the last{' '}
            {SANDBOX_MAIL_HOURS} hours, with the 6-digit codes found in each message.
          </li>
          <li>
            Creating one needs no sign-in, within limits; beyond any of them the answer is 429 with <code>Retry-After</code> and a
            message saying which:
            <ul>
              <li>per network address (an IPv4 address, or the /64 of an IPv6 address): 30 creations an hour unless the deployment says otherwise</li>
              {toolkit.maxLivePerAddress !== null ? (
                <li>
                  per network address: <span data-testid="developers-max-live-per-address">{countText(toolkit.maxLivePerAddress)}</span> test
                  customers alive at once
                </li>
              ) : null}
              {toolkit.maxLiveTestCustomers !== null ? (
                <li>
                  for the whole bank: <span data-testid="developers-max-live">{countText(toolkit.maxLiveTestCustomers)}</span> test customers
                  alive at once
                </li>
              ) : null}
              {toolkit.maxCreationsPerMinute !== null ? (
                <li>
                  for the whole bank: <span data-testid="developers-max-creations">{countText(toolkit.maxCreationsPerMinute)}</span> creations a
                  minute
                </li>
              ) : null}
            </ul>
          </li>
          <li>
            Creating and resetting take an optional <code>Idempotency-Key</code>: a replay answers the first result, but a replayed
            creation answers <code>&quot;password&quot;: null</code>. The password is shown once, in the first answer; the bank does not
            keep it.
          </li>
          <li>Only test customers may call the other sandbox routes; anyone else gets 403.</li>
        </ul>
      </Section>

      <Section id="webhooks" title="Webhooks">
        <WebhooksGuide />
      </Section>

      <Section id="api" title="API reference">
        <p>
          Every operation, generated from the same table the bank is built from. Download the{' '}
          <a href="/api/openapi.json" download="sandbank-openapi.json" data-testid="developers-openapi-download">
            OpenAPI document
          </a>{' '}
          to generate a client.{' '}
          {signedIn
            ? '“Try it out” sends your session’s access token, unless you set another under Authorize.'
            : '“Try it out” calls the API as it is; sign in (as a test customer, say) and your session’s token goes with every call.'}
        </p>
        <ApiReference signedIn={signedIn} />
      </Section>
    </div>
  );
}
