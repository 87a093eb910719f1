import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { FullScreenSpinner } from '../../../components/ui/full-screen-spinner';
import { usePageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { useBrandName } from '../../../config/runtime-config-context';
import { AuthPanel } from './auth-panel';
import { destinationAfterSignIn, returnLocationFrom } from '../lib/destination-after-sign-in';
import { forgetSessionEnded, sessionRecentlyEnded } from '../../../lib/auth-notice';
import { useSession } from '../../../lib/use-session';
import '../auth.css';

const sandboxFacts = [
  'Three accounts open for you with sample history: checking, savings and investment.',
  'Every balance is backed by a ledger entry you can inspect.',
  'Nothing here is real money, and nothing leaves the sandbox.',
];

/** /auth: sign in or sign up (`?tab=sign-up`); a signed-in visitor moves on to where they were going. */
export function AuthScreen() {
  const brandName = useBrandName();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const signingUp = searchParams.get('tab') === 'sign-up';
  usePageTitle(signingUp ? 'Sign Up' : 'Sign In');
  // Said once: read as the page opens, then forgotten, so a reload or a later visit says nothing.
  const [sessionEnded] = useState(() => sessionRecentlyEnded());
  useEffect(() => {
    if (session.status === 'signedOut') forgetSessionEnded();
  }, [session.status]);

  if (session.status === 'loading') return <FullScreenSpinner label="Checking your session…" />;
  if (session.status === 'signedIn') {
    return <Navigate to={destinationAfterSignIn(session.user, returnLocationFrom(location.state))} replace />;
  }

  return (
    <div className="auth-page">
      <div className="container py-4 py-md-5">
        <div className="row justify-content-center align-items-center g-4 g-lg-5">
          <div className="col-lg-5 d-none d-lg-block">
            <div className="auth-aside">
              <h2 className="h3 mb-3">Practise banking with {brandName}</h2>
              <p className="mb-4 opacity-75">
                A complete online bank to explore, test and automate against, with demo data only.
              </p>
              <ul className="list-unstyled mb-0 d-flex flex-column gap-3">
                {sandboxFacts.map((fact) => (
                  <li key={fact} className="d-flex gap-2">
                    <span className="auth-aside-check" aria-hidden="true">
                      ✓
                    </span>
                    <span>{fact}</span>
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <div className="col-md-8 col-lg-5">
            <AuthPanel
              initialTab={signingUp ? 'sign-up' : 'sign-in'}
              sessionEnded={sessionEnded}
              onBackHome={() => void navigate(paths.home)}
            />
          </div>
        </div>
      </div>
    </div>
  );
}
