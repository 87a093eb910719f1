import { Suspense, type ComponentType } from 'react';
import { DashboardIcon, ListIcon, UserCircleIcon, UserPlusIcon, UsersIcon } from '../../../components/ui/admin-icons';
import { BankIcon, SendIcon } from '../../../components/ui/icons';
import { CheckDepositIcon, ShieldIcon, VaultIcon } from '../../../components/ui/app-icons';
import { paths } from '../../../config/paths';
import type { AdminSection } from './section-types';
import { AdminOverviewRoute } from './overview';
import { AdminTransactionsRoute } from './transactions';
import { lazyComponent } from '../../lazy-component';

/**
 * A screen that loads its own code when first opened (tables, dialogs, forms), inside the layout,
 * which stays on screen meanwhile.
 */
function lazyScreen<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType): ComponentType {
  const Screen = lazyComponent(load, pick);
  return function LazyScreen() {
    return (
      <Suspense fallback={null}>
        <Screen />
      </Suspense>
    );
  };
}


/**
 * The back office's sections, in sidebar order: the sidebar, the off-canvas menu, the routes and
 * the overview's quick actions all read this list, so a new screen is one entry here (and its path
 * in config/paths.ts).
 */
export const adminSections: readonly AdminSection[] = [
  { name: 'overview', label: 'Overview', path: paths.admin.overview, icon: DashboardIcon, screen: AdminOverviewRoute },
  {
    name: 'users',
    label: 'Users',
    path: paths.admin.users,
    icon: UsersIcon,
    screen: lazyScreen(() => import('./users'), (module) => module.AdminUsersRoute),
    quickAction: 'Manage users',
  },
  {
    name: 'accounts',
    label: 'Accounts',
    path: paths.admin.accounts,
    icon: BankIcon,
    screen: lazyScreen(() => import('./accounts'), (module) => module.AdminAccountsRoute),
  },
  {
    name: 'transfers',
    label: 'Wire transfers',
    path: paths.admin.transfers,
    icon: SendIcon,
    screen: lazyScreen(() => import('./transfers'), (module) => module.AdminTransfersRoute),
    quickAction: 'Review wire transfers',
  },
  {
    name: 'transactions',
    label: 'Transactions',
    path: paths.admin.transactions,
    icon: ListIcon,
    screen: AdminTransactionsRoute,
    quickAction: 'Review all transactions',
  },
  {
    name: 'checks',
    label: 'Checks',
    path: paths.admin.checks,
    icon: CheckDepositIcon,
    screen: lazyScreen(() => import('./checks'), (module) => module.AdminChecksRoute),
    quickAction: 'Review check deposits',
  },
  {
    name: 'safe-locker',
    label: 'Safe Locker',
    path: paths.admin.safeLocker,
    icon: VaultIcon,
    screen: lazyScreen(() => import('./safe-locker'), (module) => module.AdminSafeLockerRoute),
    quickAction: 'Review locker items',
  },
  {
    name: 'create-user',
    label: 'Create User',
    path: paths.admin.createUser,
    icon: UserPlusIcon,
    screen: lazyScreen(() => import('./create-user'), (module) => module.AdminCreateUserRoute),
    quickAction: 'Create a user',
  },
  {
    name: 'audit',
    label: 'Audit log',
    path: paths.admin.audit,
    icon: ShieldIcon,
    screen: lazyScreen(() => import('./audit'), (module) => module.AdminAuditRoute),
    quickAction: 'Review the audit log',
  },
  {
    name: 'profile',
    label: 'Profile',
    path: paths.admin.profile,
    icon: UserCircleIcon,
    screen: lazyScreen(() => import('./profile'), (module) => module.AdminProfileRoute),
  },
];
