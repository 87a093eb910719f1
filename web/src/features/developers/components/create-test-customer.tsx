import { useState } from 'react';
import type { NewTestCustomer } from '@sandbank/shared/operations/sandbox';
import { formatDateTime } from '../../../lib/format';
import { testScenarios, type TestScenario } from '../lib/toolkit-facts';
import { CopyButton } from '../../../components/ui/copy-button';

/*
 * The Create a test customer button: one POST /api/sandbox/customers (no sign-in), whose answer is
 * the only time the password is shown: the bank keeps it nowhere. The API client (and the schema
 * library it checks answers with) loads on the click, so the page itself stays as light as the
 * other public pages.
 */

/** A first answer: the page sends no Idempotency-Key, so it is never a replay's, which has no password. */
type CreatedTestCustomer = NewTestCustomer & { password: string };

type Creation = { status: 'idle' } | { status: 'creating' } | { status: 'created'; customer: CreatedTestCustomer } | { status: 'failed'; message: string };

export interface CreateTestCustomerProps {
  /** Whether this deployment's toolkit is on (`/config.json` `sandbox.enabled`). */
  enabled: boolean;
  /** Signs the browser in as the new customer and leads to its dashboard; resolves to a message if it could not. */
  onSignIn: (email: string, password: string) => Promise<string | null>;
}

const scenarioLabels: Record<TestScenario, string> = {
  new: 'New: the three accounts every customer opens',
  busy: 'Busy: 90 days of history, a held wire, a pending check, locker items',
};

async function createTestCustomer(scenario: TestScenario): Promise<CreatedTestCustomer> {
  const { api } = await import('../../../lib/api-client');
  const created = await api('createTestCustomer', { body: { scenario } });
  if (created.password === null) throw new Error('The test customer was created without its password in the answer. Please create another.');
  return { ...created, password: created.password };
}

function Credential({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="developers-credential">
      <dt className="small text-body-secondary fw-normal">{label}</dt>
      <dd className="d-flex align-items-center gap-2 mb-0">
        <code className="text-break flex-grow-1" data-testid={testId}>
          {value}
        </code>
        <CopyButton text={value} label={`the ${label.toLowerCase()}`} testId={`${testId}-copy`} />
      </dd>
    </div>
  );
}

function CreatedCustomer({ customer, onSignIn }: { customer: CreatedTestCustomer; onSignIn: CreateTestCustomerProps['onSignIn'] }) {
  const [signIn, setSignIn] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const signInNow = async () => {
    setSignIn({ busy: true, error: null });
    const error = await onSignIn(customer.email, customer.password);
    setSignIn({ busy: false, error });
  };
  return (
    <div className="mt-3" data-testid="developers-test-customer">
      <p className="small mb-2" role="status">
        Your test customer is ready. Its password is shown this once: copy it now.
      </p>
      <dl className="d-flex flex-column gap-2 mb-3">
        <Credential label="Email" value={customer.email} testId="developers-test-customer-email" />
        <Credential label="Password" value={customer.password} testId="developers-test-customer-password" />
        <div className="developers-credential">
          <dt className="small text-body-secondary fw-normal">Expires</dt>
          <dd className="mb-0">
            <time dateTime={customer.expiresAt} data-testid="developers-test-customer-expires">
              {formatDateTime(customer.expiresAt)}
            </time>
          </dd>
        </div>
      </dl>
      <button type="button" className="btn btn-primary" disabled={signIn.busy} onClick={() => void signInNow()} data-testid="developers-sign-in-as">
        {signIn.busy ? 'Signing in…' : 'Sign in as this customer'}
      </button>
      {signIn.error ? (
        <div className="alert alert-danger mt-3 mb-0" role="alert" data-testid="developers-sign-in-as-error">
          {signIn.error}
        </div>
      ) : null}
    </div>
  );
}

export function CreateTestCustomer({ enabled, onSignIn }: CreateTestCustomerProps) {
  const [scenario, setScenario] = useState<TestScenario>('new');
  const [creation, setCreation] = useState<Creation>({ status: 'idle' });
  if (!enabled) {
    return (
      <div className="alert alert-secondary mb-0" data-testid="developers-toolkit-off">
        The tester&apos;s toolkit is switched off on this deployment: test customers cannot be created here, and every{' '}
        <code>/api/sandbox</code> route answers 404.
      </div>
    );
  }
  const create = async () => {
    setCreation({ status: 'creating' });
    try {
      setCreation({ status: 'created', customer: await createTestCustomer(scenario) });
    } catch (error) {
      // A 429 (too many creations from this address, or too many test customers alive) carries the server's own words.
      setCreation({ status: 'failed', message: error instanceof Error && error.message ? error.message : 'The test customer could not be created. Please try again.' });
    }
  };
  return (
    <div data-testid="developers-create">
      <label className="form-label" htmlFor="developers-scenario">
        Scenario
      </label>
      <select
        id="developers-scenario"
        className="form-select mb-3"
        value={scenario}
        onChange={(event) => setScenario(event.target.value as TestScenario)}
        data-testid="developers-scenario"
      >
        {testScenarios.map((value) => (
          <option key={value} value={value}>
            {scenarioLabels[value]}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="btn btn-primary"
        disabled={creation.status === 'creating'}
        onClick={() => void create()}
        data-testid="developers-create-test-customer"
      >
        {creation.status === 'creating' ? 'Creating…' : 'Create a test customer'}
      </button>
      {creation.status === 'failed' ? (
        <div className="alert alert-danger mt-3 mb-0" role="alert" data-testid="developers-create-error">
          {creation.message}
        </div>
      ) : null}
      {creation.status === 'created' ? <CreatedCustomer key={creation.customer.userId} customer={creation.customer} onSignIn={onSignIn} /> : null}
    </div>
  );
}
