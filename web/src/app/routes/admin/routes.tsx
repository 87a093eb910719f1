import { useRoutes, type RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import NotFoundRoute from '../not-found';
import { AdminLayout } from '../../../features/admin-shell/components/admin-layout';
import { useSignOutAndLeave } from '../../hooks/use-sign-out';
import { SandboxRibbon } from '../../layouts/sandbox-ribbon';
import { LiveUpdates } from '../../live-updates';
import { adminSections } from './sections';

/** A section's route inside `/admin/*`: the overview is the index, the others their path below it. */
const sectionRoute = ({ path, screen: Screen }: (typeof adminSections)[number]): RouteObject =>
  path === paths.admin.overview ? { index: true, element: <Screen /> } : { path: path.slice(paths.admin.overview.length + 1), element: <Screen /> };

/**
 * The back office (`/admin/*`): its layout, overview and transactions loaded as one piece, behind
 * the admin guard, by administrators only; the other screens load their own code when first
 * opened (sections.tsx). Paths here are relative to `paths.admin.overview`, where app/router.tsx
 * mounts them.
 */
export default function AdminRoutes() {
  const signOutAndLeave = useSignOutAndLeave();
  const routes = useRoutes([
    {
      element: <AdminLayout sections={adminSections} banner={<SandboxRibbon />} onSignOut={() => void signOutAndLeave()} />,
      children: [...adminSections.map(sectionRoute), { path: '*', element: <NotFoundRoute /> }],
    },
  ]);
  return (
    <>
      {routes}
      {/* The queues and the overview stay current by live updates (app/live-updates.tsx). */}
      <LiveUpdates />
    </>
  );
}
