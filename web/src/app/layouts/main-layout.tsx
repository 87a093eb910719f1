import { Outlet, useLocation } from 'react-router';
import { RouteErrorBoundary } from '../route-error-boundary';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header (with the sandbox ribbon), page, footer: the frame of every screen but the back office, which draws its own. */
export function MainLayout() {
  const { pathname } = useLocation();
  return (
    <div className="app-shell d-flex flex-column min-vh-100">
      <SiteHeader />
      <main className="flex-grow-1" id="main">
        <RouteErrorBoundary resetKey={pathname}>
          <Outlet />
        </RouteErrorBoundary>
      </main>
      <SiteFooter />
      <ScrollToTop />
    </div>
  );
}
