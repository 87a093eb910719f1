import { SidebarIcon } from '../../../components/ui/admin-icons';
import { AdminNav, type AdminSectionLink } from './admin-nav';

/** The back office's sections down the left of the window (768 px and wider), staying in view as the screen scrolls; collapses to icons. */
export function AdminSidebar({ sections, collapsed, onToggle }: { sections: readonly AdminSectionLink[]; collapsed: boolean; onToggle: () => void }) {
  return (
    <div className="admin-sidebar-column d-none d-md-block">
      <nav className="admin-sidebar d-flex flex-column gap-3" aria-label="Back office" data-testid="admin-sidebar" data-collapsed={collapsed}>
        <AdminNav sections={sections} iconsOnly={collapsed} testIdPrefix="admin-nav-" />
        <button
          type="button"
          className="btn btn-sm btn-outline-dark d-inline-flex align-items-center justify-content-center gap-2 admin-sidebar-toggle"
          onClick={onToggle}
          aria-expanded={!collapsed}
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          title={`${collapsed ? 'Expand' : 'Collapse'} sidebar (Ctrl+B)`}
          data-testid="admin-sidebar-toggle"
        >
          <SidebarIcon size={16} />
          {collapsed ? null : <span>Collapse</span>}
        </button>
      </nav>
    </div>
  );
}
