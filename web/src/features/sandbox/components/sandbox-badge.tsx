import { lazy, Suspense, useState } from 'react';
import { useNow } from '../../../lib/use-now';
import { useMySandbox } from '../api/sandbox';
import { expiryPhrase } from '../lib/time-left';
import '../sandbox.css';

// The panel loads when first opened; the badge itself is all a test customer's pages carry.
const SandboxPanel = lazy(() => import('./sandbox-panel').then((module) => ({ default: module.SandboxPanel })));

/**
 * The header's "Test customer · expires in …" badge of a test customer (mounted only for one):
 * the time left counts down, and a click opens the Sandbox panel. A phone shows it in two short
 * lines, narrow enough to leave the header on one row.
 */
export function SandboxBadge() {
  const { data: sandbox } = useMySandbox();
  const now = useNow(sandbox !== undefined);
  const [opened, setOpened] = useState(false);
  const [open, setOpen] = useState(false);
  const expiresAt = sandbox?.expiresAt;

  return (
    <>
      <button
        type="button"
        className="sandbox-badge"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        data-testid="sandbox-badge"
        data-expires-at={expiresAt}
      >
        <span className="d-none d-sm-inline" data-testid="sandbox-badge-text">
          Test customer{expiresAt ? ` · ${expiryPhrase(expiresAt, now)}` : ''}
        </span>
        <span className="d-sm-none sandbox-badge-stack" data-testid="sandbox-badge-short">
          <span className="sandbox-badge-kicker">
            Test<span className="visually-hidden"> customer, {expiresAt ? expiryPhrase(expiresAt, now) : 'open the Sandbox panel'}</span>
          </span>
          {expiresAt ? <span aria-hidden="true">{expiryPhrase(expiresAt, now, 'short')}</span> : null}
        </span>
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <SandboxPanel show={open} onClose={() => setOpen(false)} sandbox={sandbox} now={now} />
        </Suspense>
      ) : null}
    </>
  );
}
