import { useRoutes } from 'react-router';
import { paths } from '../../../config/paths';
import { NotFoundRoute } from '../not-found';
import { Suspense, type ComponentType } from 'react';
import { lazyComponent } from '../../lazy-component';
import { AdminLayout } from './layout';
import { AdminOverviewRoute } from './overview';

/** A back-office path below `paths.admin.overview`, where the subtree is mounted. */
const relative = (path: string) => path.slice(paths.admin.overview.length + 1);

// Each screen beyond the overview loads its own code when first opened (tables, dialogs, forms),
// inside the layout, which stays on screen meanwhile.
const AdminUsersRoute = lazyComponent(() => import('./users'), (module) => module.AdminUsersRoute);
const AdminAccountsRoute = lazyComponent(() => import('./accounts'), (module) => module.AdminAccountsRoute);
const AdminCreateUserRoute = lazyComponent(() => import('./create-user'), (module) => module.AdminCreateUserRoute);
const AdminAuditRoute = lazyComponent(() => import('./audit'), (module) => module.AdminAuditRoute);

const screen = (Screen: ComponentType) => (
  <Suspense fallback={null}>
    <Screen />
  </Suspense>
);

/**
 * The back office (`/admin/*`): its layout and overview loaded as one piece, behind the admin
 * guard, by administrators only; each other screen loads its own code when first opened. Paths here are relative to `paths.admin.overview`, where app/router.tsx mounts them.
 */
export function AdminRoutes() {
  return useRoutes([
    {
      element: <AdminLayout />,
      children: [
        { index: true, element: <AdminOverviewRoute /> },
        { path: relative(paths.admin.users), element: screen(AdminUsersRoute) },
        { path: relative(paths.admin.accounts), element: screen(AdminAccountsRoute) },
        { path: relative(paths.admin.createUser), element: screen(AdminCreateUserRoute) },
        { path: relative(paths.admin.audit), element: screen(AdminAuditRoute) },
        { path: '*', element: <NotFoundRoute /> },
      ],
    },
  ]);
}
