import { NavLink } from 'react-router';
import { paths } from '../../config/paths';

const links = [
  { to: paths.home, label: 'Home', name: 'home', end: true },
  { to: paths.dashboard, label: 'Dashboard', name: 'dashboard', end: false },
  { to: paths.services, label: 'Services', name: 'services', end: false },
  { to: paths.about, label: 'About', name: 'about', end: false },
] as const;

/** The site's main links, in the header and in the small-screen menu; test ids are `<testIdPrefix><name>`. */
export function NavLinks({ className, testIdPrefix, onNavigate }: { className: string; testIdPrefix: string; onNavigate?: () => void }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li className="nav-item" key={link.to}>
          <NavLink to={link.to} end={link.end} className="nav-link" onClick={onNavigate} data-testid={`${testIdPrefix}${link.name}`}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
