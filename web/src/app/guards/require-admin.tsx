import { Suspense } from 'react';
import { Navigate, Outlet } from 'react-router';
import { FullScreenSpinner } from '../../components/ui/full-screen-spinner';
import { paths } from '../../config/paths';
import { useSignedInUser } from '../../lib/use-session';
import { lazyComponent } from '../lazy-component';

// Only an administrator without a code sign-in meets it: it and the QR code library load then.
const AdminMfaScreen = lazyComponent(
  () => import('../../features/authenticator/admin/components/admin-mfa-screen'),
  (module) => module.AdminMfaScreen,
);

/**
 * `/admin/*`: members of the Cognito group `admin` only; everyone else goes to the dashboard. An
 * administrator whose session did not sign in with an authenticator code sees only the screen that
 * enrols one or asks for a new sign-in (the API refuses them every admin operation: mfa_required).
 */
export function RequireAdmin() {
  const user = useSignedInUser();
  if (!user.isAdmin) return <Navigate to={paths.dashboard} replace />;
  if (!user.signedInWithMfa) {
    return (
      <Suspense fallback={<FullScreenSpinner />}>
        <AdminMfaScreen email={user.email ?? ''} />
      </Suspense>
    );
  }
  return <Outlet />;
}
