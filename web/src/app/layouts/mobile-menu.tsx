import { useEffect, useId, useState } from 'react';
import CloseButton from 'react-bootstrap/CloseButton';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useBrandName } from '../../config/runtime-config-context';
import { useOnWideScreen } from '../../lib/use-on-wide-screen';
import { NavLinks } from './nav-links';

/**
 * Below 768 px the main links slide out from the right. Mounted when opened (`onShown`, a stable
 * callback, once it is in the page); `onClose` unmounts it after it slid away.
 */
export function MobileMenu({ onShown, onClose }: { onShown: () => void; onClose: () => void }) {
  const brandName = useBrandName();
  const titleId = useId();
  const [show, setShow] = useState(true);
  const hide = () => setShow(false);

  useEffect(onShown, [onShown]);

  // Turning a phone or widening a window past the breakpoint puts the links back in the header.
  useOnWideScreen(hide);

  return (
    <Offcanvas
      show={show}
      onHide={hide}
      onExited={onClose}
      placement="end"
      id="site-menu"
      className="site-menu"
      aria-labelledby={titleId}
      data-testid="header-menu"
    >
      <Offcanvas.Header>
        <Offcanvas.Title id={titleId} className="fw-semibold">
          {brandName}
        </Offcanvas.Title>
        <CloseButton aria-label="Close menu" onClick={hide} data-testid="header-menu-close" />
      </Offcanvas.Header>
      <Offcanvas.Body>
        <nav aria-label="Main">
          <NavLinks className="navbar-nav" testIdPrefix="header-menu-nav-" onNavigate={hide} />
        </nav>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
