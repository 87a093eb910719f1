import { useId, useState } from 'react';
import CloseButton from 'react-bootstrap/CloseButton';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useOnWideScreen } from '../../../lib/use-on-wide-screen';
import { AdminNav, type AdminSectionLink } from './admin-nav';

/** Below 768 px the sections slide in from the left. Mounted when opened; `onClose` unmounts it after it slid away. */
export function AdminMobileMenu({ sections, onClose }: { sections: readonly AdminSectionLink[]; onClose: () => void }) {
  const titleId = useId();
  const [show, setShow] = useState(true);
  const hide = () => setShow(false);

  // At or above the breakpoint the sidebar shows the sections itself.
  useOnWideScreen(hide);

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
