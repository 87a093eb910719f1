import { lazy, Suspense } from 'react';
import type { SessionUser } from '../../lib/stored-session';
import { LiveUpdates } from '../live-updates';
import { NotificationsMenu } from './notifications-menu';
import { UserMenu } from './user-menu';

// Only a test customer's pages load the badge (and, when it is clicked, the Sandbox panel).
const SandboxBadge = lazy(() => import('../../features/sandbox/components/sandbox-badge').then((module) => ({ default: module.SandboxBadge })));

/**
 * The bell and the avatar menu of a signed-in visitor, loaded with the first signed-in screen; a
 * test customer's badge before them; and the live updates that keep the screens current.
 */
export function SignedInActions({ user }: { user: SessionUser }) {
  return (
    <>
      {user.isTestCustomer ? (
        <Suspense fallback={null}>
          <SandboxBadge />
        </Suspense>
      ) : null}
      <NotificationsMenu />
      <UserMenu user={user} />
      <LiveUpdates />
    </>
  );
}
