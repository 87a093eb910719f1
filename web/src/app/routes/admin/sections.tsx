import { Suspense, type ComponentType } from 'react';
import { ApprovalsIcon, DashboardIcon, ListIcon, UserCircleIcon, UserPlusIcon, UsersIcon } from '../../../components/ui/admin-icons';
import { BankIcon, SendIcon } from '../../../components/ui/icons';
import { CheckDepositIcon, ShieldIcon, VaultIcon } from '../../../components/ui/app-icons';
import { paths } from '../../../config/paths';
import type { AdminSectionLink } from '../../../features/admin-shell/components/admin-nav';
import { OverviewScreen, type QuickAction } from '../../../features/back-office/components/overview-screen';
import { PendingApprovalsBadge } from '../../../features/back-office/components/pending-approvals-badge';
import { BankTransactionsScreen } from '../../../features/transactions/admin/components/transactions-screen';
import { lazyComponent } from '../../lazy-component';

/** One section of the back office: its link in the sidebar and menu, and the screen it shows. */
export interface AdminSection extends AdminSectionLink {
  /** The screen at `path`. */
  screen: ComponentType;
  /** Offered among the overview's quick actions, with this label. */
  quickAction?: string;
}

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

/** The locker's review picks a customer with the back office's user picker: both load together. */
async function loadLockerReview(): Promise<ComponentType> {
  const [{ LockerReviewScreen }, { UserPicker }] = await Promise.all([
    import('../../../features/locker/admin/components/locker-review-screen'),
    import('../../../features/back-office/components/user-picker'),
  ]);
  return function LockerReview() {
    return <LockerReviewScreen UserPicker={UserPicker} />;
  };
}

/** The administrator's profile, with the sign-in's change-password form. */
async function loadAdminProfile(): Promise<ComponentType> {
  const [{ AdminProfileScreen }, { ChangePasswordForm }] = await Promise.all([
    import('../../../features/profile/admin/components/admin-profile-screen'),
    import('../../../features/auth/components/change-password-form'),
  ]);
  return function AdminProfile() {
    return <AdminProfileScreen passwordForm={<ChangePasswordForm testId="admin-change-password" />} />;
  };
}

/** The overview offers the sections that name a quick action. */
function Overview() {
  const quickActions = adminSections.filter((section): section is AdminSection & QuickAction => section.quickAction !== undefined);
  return <OverviewScreen quickActions={quickActions} />;
}

/**
 * The back office's sections, in sidebar order: the sidebar, the off-canvas menu, the routes and
 * the overview's quick actions all read this list. Each screen lives in the feature it belongs to
 * (features/<feature>/admin/, or features/back-office/ for the bank-wide ones), so a new screen is
 * that feature's component plus one entry here (and its path in config/paths.ts).
 */
export const adminSections: readonly AdminSection[] = [
  { name: 'overview', label: 'Overview', path: paths.admin.overview, icon: DashboardIcon, screen: Overview },
  {
    name: 'users',
    label: 'Users',
    path: paths.admin.users,
    icon: UsersIcon,
    screen: lazyScreen(() => import('../../../features/back-office/components/users-screen'), (module) => module.UsersScreen),
    quickAction: 'Manage users',
  },
  {
    name: 'accounts',
    label: 'Accounts',
    path: paths.admin.accounts,
    icon: BankIcon,
    screen: lazyScreen(() => import('../../../features/back-office/components/accounts-screen'), (module) => module.AccountsScreen),
  },
  {
    name: 'transfers',
    label: 'Wire transfers',
    path: paths.admin.transfers,
    icon: SendIcon,
    screen: lazyScreen(() => import('../../../features/wires/admin/components/wires-screen'), (module) => module.WiresScreen),
    quickAction: 'Review wire transfers',
  },
  {
    name: 'approvals',
    label: 'Approvals',
    path: paths.admin.approvals,
    icon: ApprovalsIcon,
    badge: PendingApprovalsBadge,
    screen: lazyScreen(() => import('../../../features/back-office/components/approvals-screen'), (module) => module.ApprovalsScreen),
    quickAction: 'Review postings awaiting approval',
  },
  {
    name: 'transactions',
    label: 'Transactions',
    path: paths.admin.transactions,
    icon: ListIcon,
    screen: BankTransactionsScreen,
    quickAction: 'Review all transactions',
  },
  {
    name: 'checks',
    label: 'Checks',
    path: paths.admin.checks,
    icon: CheckDepositIcon,
    screen: lazyScreen(() => import('../../../features/checks/admin/components/checks-screen'), (module) => module.ChecksScreen),
    quickAction: 'Review check deposits',
  },
  {
    name: 'safe-locker',
    label: 'Safe Locker',
    path: paths.admin.safeLocker,
    icon: VaultIcon,
    screen: lazyScreen(loadLockerReview, (screens) => screens),
    quickAction: 'Review locker items',
  },
  {
    name: 'create-user',
    label: 'Create User',
    path: paths.admin.createUser,
    icon: UserPlusIcon,
    screen: lazyScreen(() => import('../../../features/back-office/components/create-user-screen'), (module) => module.CreateUserScreen),
    quickAction: 'Create a user',
  },
  {
    name: 'audit',
    label: 'Audit log',
    path: paths.admin.audit,
    icon: ShieldIcon,
    screen: lazyScreen(() => import('../../../features/back-office/components/audit-screen'), (module) => module.AuditScreen),
    quickAction: 'Review the audit log',
  },
  {
    name: 'profile',
    label: 'Profile',
    path: paths.admin.profile,
    icon: UserCircleIcon,
    screen: lazyScreen(loadAdminProfile, (screen) => screen),
  },
];
