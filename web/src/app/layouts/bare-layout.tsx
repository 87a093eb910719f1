import { Outlet, useLocation } from 'react-router';
import { RouteErrorBoundary } from '../route-error-boundary';
import { ScrollToTop } from './scroll-to-top';

/**
 * The frame of a part of the app that draws its own (the back office): none of the public
 * site's header, container or footer, only what every page needs around it.
 */
export function BareLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <RouteErrorBoundary resetKey={pathname}>
        <Outlet />
      </RouteErrorBoundary>
      <ScrollToTop />
    </>
  );
}
