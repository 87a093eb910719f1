import type { SessionUser } from '../../lib/stored-session';
import { NotificationsMenu } from './notifications-menu';
import { UserMenu } from './user-menu';

/** The bell and the avatar menu of a signed-in visitor, loaded with the first signed-in screen. */
export function SignedInActions({ user }: { user: SessionUser }) {
  return (
    <>
      <NotificationsMenu />
      <UserMenu user={user} />
    </>
  );
}
