import { lazy, Suspense, useState } from 'react';
import Container from 'react-bootstrap/Container';
import { Outlet } from 'react-router';
import { paths } from '../../../config/paths';
import { useSidebarState } from '../hooks/use-sidebar-state';
import { AdminHeader } from './admin-header';
import type { AdminSectionLink } from './admin-nav';
import { AdminSidebar } from './admin-sidebar';
import { useSignedInUser } from '../../../lib/use-session';
import '../admin-shell.css';

const AdminMobileMenu = lazy(() => import('./admin-mobile-menu').then((module) => ({ default: module.AdminMobileMenu })));

/** The back office's frame: its header, its sections beside the screen (or in a menu on small screens). */
export function AdminLayout({ sections, onSignOut }: { sections: readonly AdminSectionLink[]; onSignOut: () => void }) {
  const user = useSignedInUser();
  const { collapsed, toggle } = useSidebarState();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <Container fluid="xl" className="py-4 py-md-5" data-testid="admin-layout">
      <AdminHeader
        email={user.email ?? null}
        dashboardPath={paths.dashboard}
        menuOpen={menuOpen}
        onOpenMenu={() => setMenuOpen(true)}
        onSignOut={onSignOut}
      />
      <div className={`admin-layout${collapsed ? ' admin-layout-collapsed' : ''}`}>
        <AdminSidebar sections={sections} collapsed={collapsed} onToggle={toggle} />
        <div className="admin-content min-w-0">
          <Outlet />
        </div>
      </div>
      {menuOpen ? (
        <Suspense fallback={null}>
          <AdminMobileMenu sections={sections} onClose={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
    </Container>
  );
}
