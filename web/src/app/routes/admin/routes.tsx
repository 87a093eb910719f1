import { useRoutes } from 'react-router';
import { paths } from '../../../config/paths';
import { NotFoundRoute } from '../not-found';
import { AdminLayout } from './layout';
import { AdminOverviewRoute } from './overview';
import { AdminProfileRoute } from './profile';

/** A back-office path as a route below `paths.admin.overview`, e.g. '/admin/profile' → 'profile'. */
const below = (path: string) => path.slice(paths.admin.overview.length + 1);

/**
 * The back office (`/admin/*`): loaded as one piece, behind the admin guard, by administrators
 * only. Paths here are relative to `paths.admin.overview`, where app/router.tsx mounts them.
 */
export function AdminRoutes() {
  return useRoutes([
    {
      element: <AdminLayout />,
      children: [
        { index: true, element: <AdminOverviewRoute /> },
        { path: below(paths.admin.profile), element: <AdminProfileRoute /> },
        { path: '*', element: <NotFoundRoute /> },
      ],
    },
  ]);
}
