import { useRoutes } from 'react-router';
import { NotFoundRoute } from '../not-found';
import { AdminLayout } from './layout';
import { AdminOverviewRoute } from './overview';

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
        { path: '*', element: <NotFoundRoute /> },
      ],
    },
  ]);
}
