import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { authErrorMessage, endSessionHere, signIn } from '../../../lib/auth-actions';
import { getSession } from '../../../lib/session-state';

/**
 * Signs this browser in as a test customer the page just created and shows its dashboard; whoever
 * was signed in here before is signed out of this browser first. Resolves to a message if it could not.
 */
export function useSignInAs(): (email: string, password: string) => Promise<string | null> {
  const navigate = useNavigate();
  return async (email, password) => {
    try {
      if (getSession().status === 'signedIn') await endSessionHere();
      const outcome = await signIn(email, password);
      if (outcome !== 'signedIn') return 'This customer cannot sign in yet. Try the sign-in page.';
      await navigate(paths.dashboard);
      return null;
    } catch (error) {
      return authErrorMessage(error);
    }
  };
}
