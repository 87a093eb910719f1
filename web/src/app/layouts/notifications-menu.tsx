import Dropdown from 'react-bootstrap/Dropdown';
import { BellIcon } from '../../components/ui/icons';

/** The bell: status changes of the customer's own requests will appear here; none exist yet. */
export function NotificationsMenu() {
  return (
    <Dropdown align="end">
      <Dropdown.Toggle
        variant="light"
        className="icon-button no-caret"
        aria-label="Notifications"
        data-testid="notifications-toggle"
      >
        <BellIcon />
      </Dropdown.Toggle>
      <Dropdown.Menu className="notifications-menu shadow-sm" data-testid="notifications-menu">
        <Dropdown.Header>Notifications</Dropdown.Header>
        <div className="px-3 pb-2 small text-body-secondary" data-testid="notifications-empty">
          You have no notifications yet. Updates on your wires, check deposits and locker items will show up here.
        </div>
      </Dropdown.Menu>
    </Dropdown>
  );
}
