/**
 * Covers the page while something the whole screen depends on (the session, the first page's
 * code) is loading. It fades in only after a moment (styles.css), so a fast load shows no flash.
 */
export function FullScreenSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="full-screen-spinner" role="status" data-testid="full-screen-spinner">
      <div className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
