import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button-link';
import { MenuIcon } from '../../../components/ui/admin-icons';
import { ArrowLeftIcon } from '../../../components/ui/app-icons';
import { BankIcon } from '../../../components/ui/icons';
import { useBrandName } from '../../../config/runtime-config-context';

/**
 * The back office's own bar, across the whole window: the sections' menu on small screens (its
 * only menu button there), the back office's name, the way back to the customer side, who is
 * signed in and Sign Out; `banner` above it. The menu's toggle names no aria-controls: the panel
 * is mounted only once open (and its code loaded), so the reference would point at nothing.
 */
export function AdminHeader({
  banner,
  email,
  dashboardPath,
  overviewPath,
  menuOpen,
  onOpenMenu,
  onSignOut,
}: {
  banner: ReactNode;
  email: string | null;
  dashboardPath: string;
  overviewPath: string;
  menuOpen: boolean;
  onOpenMenu: () => void;
  onSignOut: () => void;
}) {
  const brandName = useBrandName();
  return (
    <header className="admin-header" data-testid="admin-header">
      {banner}
      <div className="admin-header-bar d-flex align-items-center gap-2 gap-sm-3">
        <button
          type="button"
          className="btn btn-outline-light btn-sm d-md-none d-inline-flex align-items-center"
          aria-label="Open back office menu"
          aria-expanded={menuOpen}
          onClick={onOpenMenu}
          data-testid="admin-menu-toggle"
        >
          <MenuIcon size={18} />
        </button>
        <Link to={overviewPath} className="admin-brand d-inline-flex align-items-center gap-2 text-nowrap" data-testid="admin-brand">
          <span className="admin-brand-mark" aria-hidden="true">
            <BankIcon size={16} />
          </span>
          <span className="d-none d-sm-inline fw-semibold">{brandName}</span>
          <span className="admin-brand-section">Back office</span>
        </Link>
        <div className="ms-auto d-flex align-items-center gap-2 gap-sm-3 min-w-0">
          <span className="admin-header-email text-truncate small d-none d-lg-inline" data-testid="admin-header-email">
            {email ?? 'Administrator'}
          </span>
          <ButtonLink
            to={dashboardPath}
            variant="outline-light"
            size="sm"
            className="d-inline-flex align-items-center gap-1 text-nowrap"
            aria-label="Back to dashboard"
            data-testid="admin-header-dashboard"
          >
            <ArrowLeftIcon size={16} />
            <span className="d-none d-sm-inline">Back to dashboard</span>
          </ButtonLink>
          <Button variant="danger" size="sm" className="text-nowrap" onClick={onSignOut} data-testid="admin-header-sign-out">
            Sign Out
          </Button>
        </div>
      </div>
    </header>
  );
}
