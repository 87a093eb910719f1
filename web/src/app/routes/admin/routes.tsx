import { useRoutes } from 'react-router';
import { paths } from '../../../config/paths';
import { NotFoundRoute } from '../not-found';
import { AdminAccountsRoute } from './accounts';
import { AdminAuditRoute } from './audit';
import { AdminCreateUserRoute } from './create-user';
import { AdminLayout } from './layout';
import { AdminOverviewRoute } from './overview';
import { AdminUsersRoute } from './users';

/** A back-office path below `paths.admin.overview`, where the subtree is mounted. */
const relative = (path: string) => path.slice(paths.admin.overview.length + 1);

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
        { path: relative(paths.admin.users), element: <AdminUsersRoute /> },
        { path: relative(paths.admin.accounts), element: <AdminAccountsRoute /> },
        { path: relative(paths.admin.createUser), element: <AdminCreateUserRoute /> },
        { path: relative(paths.admin.audit), element: <AdminAuditRoute /> },
        { path: '*', element: <NotFoundRoute /> },
      ],
    },
  ]);
}
