import { ButtonLink } from '../../components/ui/button-link';
import { usePageTitle } from '../../components/ui/page-title';
import { paths } from '../../config/paths';

export default function NotFoundRoute() {
  usePageTitle('Page not found');
  return (
    <div className="container py-5 text-center not-found" data-testid="not-found">
      <div className="not-found-code" aria-hidden="true">
        404
      </div>
      <h1 className="h3 mb-3" data-testid="not-found-title">
        Oops! Page not found
      </h1>
      <p className="text-body-secondary mb-4">The page you are looking for does not exist or has moved.</p>
      <ButtonLink to={paths.home} variant="primary" data-testid="not-found-home-link">
        Back to home
      </ButtonLink>
    </div>
  );
}
