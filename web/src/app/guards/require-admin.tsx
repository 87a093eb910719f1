import { Navigate, Outlet } from 'react-router';
import { paths } from '../../config/paths';
import { useSignedInUser } from '../../lib/use-session';

/** `/admin/*`: members of the Cognito group `admin` only; everyone else goes to the dashboard. */
export function RequireAdmin() {
  const user = useSignedInUser();
  if (!user.isAdmin) return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}
