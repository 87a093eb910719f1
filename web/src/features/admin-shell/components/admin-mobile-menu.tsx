import { useEffect, useId, useState } from 'react';
import CloseButton from 'react-bootstrap/CloseButton';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { AdminNav, type AdminSectionLink } from './admin-nav';

/** At or above this width the sidebar shows the sections itself. */
const WIDE_SCREEN = '(min-width: 768px)';

/** Below 768 px the sections slide in from the left. Mounted when opened; `onClose` unmounts it after it slid away. */
export function AdminMobileMenu({ sections, onClose }: { sections: readonly AdminSectionLink[]; onClose: () => void }) {
  const titleId = useId();
  const [show, setShow] = useState(true);
  const hide = () => setShow(false);

  useEffect(() => {
    const wide = window.matchMedia(WIDE_SCREEN);
    const onChange = () => wide.matches && setShow(false);
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, []);

  return (
    <Offcanvas show={show} onHide={hide} onExited={onClose} placement="start" id="admin-menu" aria-labelledby={titleId} data-testid="admin-menu">
      <Offcanvas.Header>
        <Offcanvas.Title id={titleId} className="fw-semibold">
          Back office
        </Offcanvas.Title>
        <CloseButton aria-label="Close menu" onClick={hide} data-testid="admin-menu-close" />
      </Offcanvas.Header>
      <Offcanvas.Body>
        <nav aria-label="Back office">
          <AdminNav sections={sections} testIdPrefix="admin-menu-nav-" onNavigate={hide} />
        </nav>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
