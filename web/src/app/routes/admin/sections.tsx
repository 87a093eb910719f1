import type { ComponentType } from 'react';
import { DashboardIcon, ListIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import type { AdminSectionLink } from '../../../features/admin-shell/components/admin-nav';
import { AdminOverviewRoute } from './overview';
import { AdminTransactionsRoute } from './transactions';

export interface AdminSection extends AdminSectionLink {
  /** The screen at `path`. */
  screen: ComponentType;
  /** Offered among the overview's quick actions, with this label. */
  quickAction?: string;
}

/**
 * The back office's sections, in sidebar order: the sidebar, the off-canvas menu, the routes and
 * the overview's quick actions all read this list, so a new screen is one entry here (and its path
 * in config/paths.ts).
 */
export const adminSections: readonly AdminSection[] = [
  { name: 'overview', label: 'Overview', path: paths.admin.overview, icon: DashboardIcon, screen: AdminOverviewRoute },
  {
    name: 'transactions',
    label: 'Transactions',
    path: paths.admin.transactions,
    icon: ListIcon,
    screen: AdminTransactionsRoute,
    quickAction: 'Review all transactions',
  },
];
