import { BellIcon } from '../../components/ui/icons';
import { MenuButton } from '../../components/ui/menu-button';

/** The bell: status changes of the customer's own requests will appear here; none exist yet. */
export function NotificationsMenu() {
  return (
    <MenuButton
      label="Notifications"
      toggle={<BellIcon />}
      toggleClassName="icon-button"
      testId="notifications-toggle"
      menuTestId="notifications-menu"
      menuClassName="notifications-menu"
    >
      {() => (
        <>
          <h2 className="dropdown-header h6 mb-0">Notifications</h2>
          <p className="px-3 pb-2 mb-0 small text-body-secondary" data-testid="notifications-empty">
            You have no notifications yet. Updates on your wires, check deposits and locker items will show up here.
          </p>
        </>
      )}
    </MenuButton>
  );
}
