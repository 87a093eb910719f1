import { lazy, Suspense, useCallback, useState } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/button-link';
import { BankIcon } from '../../components/ui/icons';
import { paths } from '../../config/paths';
import { useBrandName } from '../../config/runtime-config-context';
import { useSession } from '../../lib/use-session';
import { lazyComponent } from '../lazy-component';
import { loadSignedIn } from '../load-signed-in';
import { NavLinks } from './nav-links';
import { SandboxRibbon } from './sandbox-ribbon';

// Loaded only when needed: the small-screen menu when opened, the bell and avatar menus for a signed-in visitor.
const MobileMenu = lazy(() => import('./mobile-menu').then((module) => ({ default: module.MobileMenu })));
const SignedInActions = lazyComponent(loadSignedIn, (module) => module.SignedInActions);

/** Keeps the header's height while the visitor's actions are not known or not loaded yet. */
const actionsPlaceholder = <span className="header-actions-placeholder" aria-hidden="true" />;

function HeaderActions() {
  const session = useSession();
  if (session.status === 'signedIn') {
    return (
      <Suspense fallback={actionsPlaceholder}>
        <SignedInActions user={session.user} />
      </Suspense>
    );
  }
  if (session.status === 'loading') return actionsPlaceholder;
  return (
    <>
      <ButtonLink to={paths.auth} variant="outline-primary" className="d-none d-sm-inline-block" data-testid="header-login">
        Login
      </ButtonLink>
      <ButtonLink to={paths.auth} variant="primary" data-testid="header-sign-in">
        Sign In
      </ButtonLink>
    </>
  );
}

/** The banner of every page: the sandbox ribbon, the brand, the main links and the visitor's actions. */
export function SiteHeader() {
  const brandName = useBrandName();
  // 'opening' while the menu's code loads: the toggle names the menu it controls only once it is there.
  const [menu, setMenu] = useState<'closed' | 'opening' | 'open'>('closed');
  // Stable, so the menu tells it is shown once, not at every render of the header.
  const menuShown = useCallback(() => setMenu('open'), []);
  const menuClosed = useCallback(() => setMenu('closed'), []);

  return (
    <header className="site-header sticky-top" data-testid="site-header">
      <SandboxRibbon />
      <div className="navbar navbar-expand-md">
        <div className="container">
          <Link to={paths.home} className="navbar-brand d-flex align-items-center gap-2" data-testid="header-brand">
            <span className="brand-mark">
              <BankIcon size={18} />
            </span>
            <span className="fw-semibold">{brandName}</span>
          </Link>
          <nav className="collapse navbar-collapse" aria-label="Main">
            <NavLinks className="navbar-nav me-auto gap-md-1" testIdPrefix="nav-" />
          </nav>
          <div className="header-actions d-flex align-items-center gap-2 ms-auto">
            <HeaderActions />
            <button
              type="button"
              className="navbar-toggler"
              aria-label="Open menu"
              aria-expanded={menu === 'open'}
              aria-controls={menu === 'open' ? 'site-menu' : undefined}
              onClick={() => setMenu((now) => (now === 'closed' ? 'opening' : now))}
              data-testid="header-menu-toggle"
            >
              <span className="navbar-toggler-icon" />
            </button>
          </div>
        </div>
      </div>
      {menu !== 'closed' ? (
        <Suspense fallback={null}>
          <MobileMenu onShown={menuShown} onClose={menuClosed} />
        </Suspense>
      ) : null}
    </header>
  );
}
