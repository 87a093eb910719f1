import Container from 'react-bootstrap/Container';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Shown when rendering a page throws: an apology and a way back, never a blank screen. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : null;
  return (
    <Container className="py-5 text-center" data-testid="route-error">
      <h1 className="h3 mb-3">Something went wrong</h1>
      <p className="text-body-secondary">The page could not be shown. Please reload, or go back to the home page.</p>
      {detail ? <pre className="small text-body-secondary">{detail}</pre> : null}
      <a className="btn btn-primary" href="/" data-testid="route-error-home-link">
        Back to home
      </a>
    </Container>
  );
}
