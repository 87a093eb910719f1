import { useNavigate } from 'react-router';
import { useToast } from '../../components/ui/toaster';
import { paths } from '../../config/paths';
import { signOutAndEndLiveConnections } from '../../lib/sign-out';
import { loadHomeRoute } from '../routes/load-home';

/** Sign Out as every menu offers it: home first, then the session ends everywhere, then a toast says so. */
export function useSignOutAndLeave(): () => Promise<void> {
  const navigate = useNavigate();
  const toast = useToast();
  // Home first, its code loaded before going there: a protected page still on screen would
  // otherwise send the signed-out visitor to /auth.
  return async () => {
    await loadHomeRoute();
    void navigate(paths.home);
    await signOutAndEndLiveConnections();
    toast({ title: 'Signed out', message: 'You have signed out everywhere you were signed in.', variant: 'info' });
  };
}
