import { Link } from 'react-router';
import { MenuButton } from '../../components/ui/menu-button';
import { paths } from '../../config/paths';
import { useMe } from '../../features/profile/api/getMe';
import { UserAvatar } from '../../features/profile/components/user-avatar';
import { preloadAuth } from '../../lib/auth-actions';
import type { SessionUser } from '../../lib/stored-session';
import { useSignOutAndLeave } from '../hooks/use-sign-out';

/** The avatar menu of a signed-in visitor: the dashboard, profile settings, webhooks, the back office for admins, sign out. */
export function UserMenu({ user }: { user: SessionUser }) {
  const { data: profile } = useMe();
  const signOutAndLeave = useSignOutAndLeave();
  const email = profile?.email ?? user.email;

  return (
    <MenuButton
      label="Account menu"
      toggle={<UserAvatar email={email} pictureUrl={profile?.avatarUrl ?? null} />}
      toggleClassName="icon-button p-0"
      testId="user-menu-toggle"
      menuTestId="user-menu"
      // Signing out needs the auth library: opening the menu starts fetching it.
      onOpen={preloadAuth}
    >
      {(close) => (
        <>
          <p className="dropdown-header text-truncate mb-0" data-testid="user-menu-email">
            {email ?? 'Signed in'}
          </p>
          <Link to={paths.dashboard} className="dropdown-item" onClick={close} data-testid="user-menu-dashboard">
            Dashboard
          </Link>
          <Link to={paths.profile} className="dropdown-item" onClick={close} data-testid="user-menu-profile">
            Profile Settings
          </Link>
          <Link to={paths.webhooks} className="dropdown-item" onClick={close} data-testid="user-menu-webhooks">
            Webhooks
          </Link>
          {user.isAdmin ? (
            <Link to={paths.admin.overview} className="dropdown-item" onClick={close} data-testid="user-menu-admin">
              Admin panel
            </Link>
          ) : null}
          <hr className="dropdown-divider" />
          <button
            type="button"
            className="dropdown-item"
            onClick={() => {
              close();
              void signOutAndLeave();
            }}
            data-testid="user-menu-sign-out"
          >
            Sign Out
          </button>
        </>
      )}
    </MenuButton>
  );
}
