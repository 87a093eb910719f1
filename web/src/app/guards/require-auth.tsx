import { Navigate, Outlet, useLocation } from 'react-router';
import { FullScreenSpinner } from '../../components/ui/full-screen-spinner';
import { paths } from '../../config/paths';
import type { AuthLocationState } from '../../features/auth/lib/destination-after-sign-in';
import { useSession } from '../../lib/use-session';

/** Protected routes: a spinner while the session loads; signed-out visitors go to /auth and come back after. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <FullScreenSpinner label="Checking your session…" />;
  if (session.status === 'signedOut') {
    const state: AuthLocationState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={paths.auth} replace state={state} />;
  }
  return <Outlet />;
}
