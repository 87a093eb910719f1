import { Link } from 'react-router';
import { demonstrationNotice } from '@sandbank/shared/brand';
import { paths } from '../../config/paths';
import { useBrandName } from '../../config/runtime-config-context';

export function SiteFooter() {
  const brandName = useBrandName();
  return (
    <footer className="site-footer mt-auto" data-testid="site-footer">
      <div className="container py-4 d-flex flex-column flex-md-row gap-3 justify-content-between align-items-md-center">
        <div>
          <div className="fw-semibold text-white">{brandName}</div>
          <p className="small mb-0" data-testid="footer-disclaimer">
            {demonstrationNotice(brandName)}
          </p>
        </div>
        <nav aria-label="Footer" className="d-flex gap-3 small">
          <Link to={paths.home} data-testid="footer-link-home">
            Home
          </Link>
          <Link to={paths.services} data-testid="footer-link-services">
            Services
          </Link>
          <Link to={paths.about} data-testid="footer-link-about">
            About
          </Link>
          <Link to={paths.developers} data-testid="footer-link-developers">
            Developers
          </Link>
        </nav>
      </div>
    </footer>
  );
}
