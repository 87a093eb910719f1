import { lazy, Suspense, useState } from 'react';
import Container from 'react-bootstrap/Container';
import { Outlet } from 'react-router';
import { paths } from '../../../config/paths';
import { AdminHeader } from '../../../features/admin-shell/components/admin-header';
import { AdminSidebar } from '../../../features/admin-shell/components/admin-sidebar';
import { useSidebarState } from '../../../features/admin-shell/hooks/use-sidebar-state';
import { useSignedInUser } from '../../../lib/use-session';
import { useSignOutAndLeave } from '../../../lib/use-sign-out';
import type { AdminOutletContext } from './section-types';
import { adminSections } from './sections';

const AdminMobileMenu = lazy(() => import('../../../features/admin-shell/components/admin-mobile-menu').then((module) => ({ default: module.AdminMobileMenu })));

/** The back office's frame: its header, its sections beside the screen (or in a menu on small screens). */
export function AdminLayout() {
  const user = useSignedInUser();
  const signOutAndLeave = useSignOutAndLeave();
  const { collapsed, toggle } = useSidebarState();
  const [menuOpen, setMenuOpen] = useState(false);
  const context: AdminOutletContext = { sections: adminSections };
  return (
    <Container fluid="xl" className="py-4 py-md-5" data-testid="admin-layout">
      <AdminHeader
        email={user.email ?? null}
        dashboardPath={paths.dashboard}
        menuOpen={menuOpen}
        onOpenMenu={() => setMenuOpen(true)}
        onSignOut={() => void signOutAndLeave()}
      />
      <div className={`admin-layout${collapsed ? ' admin-layout-collapsed' : ''}`}>
        <AdminSidebar sections={adminSections} collapsed={collapsed} onToggle={toggle} />
        <div className="admin-content min-w-0">
          <Outlet context={context} />
        </div>
      </div>
      {menuOpen ? (
        <Suspense fallback={null}>
          <AdminMobileMenu sections={adminSections} onClose={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
    </Container>
  );
}
