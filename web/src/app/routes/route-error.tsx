import { usePageTitle } from '../../components/ui/page-title';

/** Shown when a page fails to render or its code cannot be loaded: an apology and a way back. */
export function RouteError({ error }: { error: unknown }) {
  usePageTitle('Something went wrong');
  const detail = error instanceof Error ? error.message : null;
  return (
    <div className="container py-5 text-center" data-testid="route-error">
      <h1 className="h3 mb-3">Something went wrong</h1>
      <p className="text-body-secondary">The page could not be shown. Please reload, or go back to the home page.</p>
      {detail ? <pre className="small text-body-secondary">{detail}</pre> : null}
      <a className="btn btn-primary" href="/" data-testid="route-error-home-link">
        Back to home
      </a>
    </div>
  );
}
