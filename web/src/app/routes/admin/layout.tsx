import Container from 'react-bootstrap/Container';
import { NavLink, Outlet } from 'react-router';
import { paths } from '../../../config/paths';

/** Screens of the back office this release ships, in the order of the sidebar. */
const adminScreens = [{ to: paths.admin.overview, label: 'Overview', name: 'overview' }] as const;

/** The back office's frame: its own navigation beside the screen. */
export function AdminLayout() {
  return (
    <Container className="py-4 py-md-5 admin-layout" data-testid="admin-layout">
      <nav className="admin-sidebar" aria-label="Back office">
        <ul className="nav nav-pills flex-md-column gap-1">
          {adminScreens.map((screen) => (
            <li className="nav-item" key={screen.to}>
              <NavLink to={screen.to} end className="nav-link" data-testid={`admin-nav-${screen.name}`}>
                {screen.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin-content min-w-0">
        <Outlet />
      </div>
    </Container>
  );
}
