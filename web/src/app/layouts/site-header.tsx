import { useState } from 'react';
import CloseButton from 'react-bootstrap/CloseButton';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { Link, NavLink } from 'react-router';
import { ButtonLink } from '../../components/ui/button-link';
import { BankIcon } from '../../components/ui/icons';
import { paths } from '../../config/paths';
import { useBrandName } from '../../config/runtime-config-context';
import { useSession } from '../../features/auth/hooks/use-session';
import { NotificationsMenu } from './notifications-menu';
import { UserMenu } from './user-menu';

const links = [
  { to: paths.home, label: 'Home', testId: 'nav-home', end: true },
  { to: paths.dashboard, label: 'Dashboard', testId: 'nav-dashboard', end: false },
  { to: paths.services, label: 'Services', testId: 'nav-services', end: false },
  { to: paths.about, label: 'About', testId: 'nav-about', end: false },
] as const;

/** Brand, main links and the visitor's actions; below 768 px the links slide out from the right. */
export function SiteHeader() {
  const brandName = useBrandName();
  const { session } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  return (
    <Navbar expand="md" expanded={menuOpen} onToggle={setMenuOpen} className="site-header" sticky="top" data-testid="site-header">
      <Container>
        <Navbar.Brand as={Link} to={paths.home} onClick={closeMenu} className="d-flex align-items-center gap-2" data-testid="header-brand">
          <span className="brand-mark">
            <BankIcon size={18} />
          </span>
          <span className="fw-semibold">{brandName}</span>
        </Navbar.Brand>
        <Navbar.Toggle aria-controls="site-menu" data-testid="header-menu-toggle" />
        <Navbar.Offcanvas id="site-menu" className="site-menu" placement="end" aria-labelledby="site-menu-title" data-testid="header-menu">
          <Offcanvas.Header>
            <Offcanvas.Title id="site-menu-title" className="fw-semibold">
              {brandName}
            </Offcanvas.Title>
            <CloseButton aria-label="Close menu" onClick={closeMenu} data-testid="header-menu-close" />
          </Offcanvas.Header>
          <Offcanvas.Body className="align-items-md-center">
            <Nav className="me-auto gap-md-1">
              {links.map((link) => (
                <Nav.Link as={NavLink} key={link.to} to={link.to} end={link.end} onClick={closeMenu} data-testid={link.testId}>
                  {link.label}
                </Nav.Link>
              ))}
            </Nav>
            <div className="d-flex align-items-center gap-2 mt-3 mt-md-0">
              {session.status === 'signedIn' ? (
                <>
                  <NotificationsMenu />
                  <UserMenu user={session.user} onNavigate={closeMenu} />
                </>
              ) : session.status === 'signedOut' ? (
                <>
                  <ButtonLink to={paths.auth} variant="outline-primary" onClick={closeMenu} data-testid="header-login">
                    Login
                  </ButtonLink>
                  <ButtonLink to={paths.auth} variant="primary" onClick={closeMenu} data-testid="header-sign-in">
                    Sign In
                  </ButtonLink>
                </>
              ) : null}
            </div>
          </Offcanvas.Body>
        </Navbar.Offcanvas>
      </Container>
    </Navbar>
  );
}
