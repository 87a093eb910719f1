import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { paths } from '../../../config/paths';
import { useSignedInUser } from '../../../lib/use-session';
import { useSidebarState } from '../hooks/use-sidebar-state';
import { AdminHeader } from './admin-header';
import type { AdminSectionLink } from './admin-nav';
import { AdminSidebar } from './admin-sidebar';
import '../admin-shell.css';

const AdminMobileMenu = lazy(() => import('./admin-mobile-menu').then((module) => ({ default: module.AdminMobileMenu })));

/**
 * The back office's own frame, the whole width of the window: its bar on top (with `banner`
 * above it), its sections in a sidebar beside the screen (in a menu on small screens), and the
 * screen filling the rest, so wide tables have room.
 */
export function AdminLayout({ sections, banner, onSignOut }: { sections: readonly AdminSectionLink[]; banner: ReactNode; onSignOut: () => void }) {
  const user = useSignedInUser();
  const { collapsed, toggle } = useSidebarState();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className={`admin-frame${collapsed ? ' admin-frame-collapsed' : ''}`} data-testid="admin-layout">
      <AdminHeader
        banner={banner}
        email={user.email ?? null}
        dashboardPath={paths.dashboard}
        overviewPath={paths.admin.overview}
        menuOpen={menuOpen}
        onOpenMenu={() => setMenuOpen(true)}
        onSignOut={onSignOut}
      />
      <AdminSidebar sections={sections} collapsed={collapsed} onToggle={toggle} />
      <main className="admin-content min-w-0" id="main">
        <Outlet />
      </main>
      {menuOpen ? (
        <Suspense fallback={null}>
          <AdminMobileMenu sections={sections} onClose={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
