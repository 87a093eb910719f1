import Spinner from 'react-bootstrap/Spinner';

/** Covers the page while something the whole screen depends on (the session) is loading. */
export function FullScreenSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="full-screen-spinner" role="status" aria-live="polite" data-testid="full-screen-spinner">
      <Spinner animation="border" variant="primary" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
