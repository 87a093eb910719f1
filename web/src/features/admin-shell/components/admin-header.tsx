import Button from 'react-bootstrap/Button';
import { ButtonLink } from '../../../components/ui/button-link';
import { MenuIcon } from '../../../components/ui/admin-icons';
import { ArrowLeftIcon } from '../../../components/ui/app-icons';

/** The back office's own bar: the way back to the customer side, who is signed in, Sign Out; the sections' menu on small screens. */
export function AdminHeader({
  email,
  dashboardPath,
  menuOpen,
  onOpenMenu,
  onSignOut,
}: {
  email: string | null;
  dashboardPath: string;
  menuOpen: boolean;
  onOpenMenu: () => void;
  onSignOut: () => void;
}) {
  return (
    <div className="admin-header d-flex flex-wrap align-items-center gap-2 mb-4 pb-3 border-bottom" data-testid="admin-header">
      <button
        type="button"
        className="btn btn-outline-dark btn-sm d-md-none d-inline-flex align-items-center gap-1"
        aria-label="Open back office menu"
        aria-expanded={menuOpen}
        aria-controls="admin-menu"
        onClick={onOpenMenu}
        data-testid="admin-menu-toggle"
      >
        <MenuIcon size={18} />
      </button>
      <ButtonLink to={dashboardPath} variant="link" className="px-0 d-inline-flex align-items-center gap-1" data-testid="admin-header-dashboard">
        <ArrowLeftIcon size={16} /> Back to dashboard
      </ButtonLink>
      <div className="ms-auto d-flex align-items-center gap-3 min-w-0">
        <span className="text-body-secondary text-truncate small" data-testid="admin-header-email">
          {email ?? 'Administrator'}
        </span>
        <Button variant="danger" size="sm" className="text-nowrap" onClick={onSignOut} data-testid="admin-header-sign-out">
          Sign Out
        </Button>
      </div>
    </div>
  );
}
