import { useEffect, useId, useState } from 'react';
import CloseButton from 'react-bootstrap/CloseButton';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useBrandName } from '../../config/runtime-config-context';
import { NavLinks } from './nav-links';

/** At or above this width the header shows the links itself. */
const WIDE_SCREEN = '(min-width: 768px)';

/** Below 768 px the main links slide out from the right. Mounted when opened; `onClose` unmounts it after it slid away. */
export function MobileMenu({ onClose }: { onClose: () => void }) {
  const brandName = useBrandName();
  const titleId = useId();
  const [show, setShow] = useState(true);
  const hide = () => setShow(false);

  // Turning a phone or widening a window past the breakpoint puts the links back in the header.
  useEffect(() => {
    const wide = window.matchMedia(WIDE_SCREEN);
    const onChange = () => wide.matches && setShow(false);
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, []);

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
