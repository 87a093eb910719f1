import Dropdown from 'react-bootstrap/Dropdown';
import { useNavigate } from 'react-router';
import { useOpenFeature } from '../../components/ui/feature-availability';
import { useToast } from '../../components/ui/toaster';
import { paths } from '../../config/paths';
import { useSession } from '../../features/auth/hooks/use-session';
import { useMe } from '../../features/profile/api/getMe';
import { UserAvatar } from '../../features/profile/components/user-avatar';
import type { SessionUser } from '../../lib/auth';

/** The avatar menu of a signed-in visitor: profile settings, the back office for admins, sign out. */
export function UserMenu({ user, onNavigate }: { user: SessionUser; onNavigate: () => void }) {
  const { signOut } = useSession();
  const { data: profile } = useMe();
  const navigate = useNavigate();
  const openFeature = useOpenFeature();
  const toast = useToast();
  const email = profile?.email ?? user.email;

  const signOutAndLeave = async () => {
    onNavigate();
    await signOut();
    toast({ title: 'Signed out', message: 'You have signed out of this browser.', variant: 'info' });
    void navigate(paths.home);
  };

  return (
    <Dropdown align="end">
      <Dropdown.Toggle variant="light" className="icon-button no-caret p-0" aria-label="Account menu" data-testid="user-menu-toggle">
        <UserAvatar email={email} pictureUrl={profile?.avatarUrl ?? null} />
      </Dropdown.Toggle>
      <Dropdown.Menu className="shadow-sm" data-testid="user-menu">
        <Dropdown.Header className="text-truncate" data-testid="user-menu-email">
          {email ?? 'Signed in'}
        </Dropdown.Header>
        <Dropdown.Item
          as="button"
          onClick={() => {
            onNavigate();
            void navigate(paths.dashboard);
          }}
          data-testid="user-menu-dashboard"
        >
          Dashboard
        </Dropdown.Item>
        {user.isAdmin ? (
          <Dropdown.Item
            as="button"
            onClick={() => {
              onNavigate();
              void navigate(paths.admin);
            }}
            data-testid="user-menu-admin"
          >
            Admin panel
          </Dropdown.Item>
        ) : null}
        <Dropdown.Item
          as="button"
          onClick={() => {
            onNavigate();
            openFeature(paths.profile, 'Profile settings');
          }}
          data-testid="user-menu-profile"
        >
          Profile Settings
        </Dropdown.Item>
        <Dropdown.Divider />
        <Dropdown.Item as="button" onClick={() => void signOutAndLeave()} data-testid="user-menu-sign-out">
          Sign Out
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
