import { useState } from 'react';
import { Link } from 'react-router';
import { BellIcon } from '../../components/ui/app-icons';
import { MenuButton } from '../../components/ui/menu-button';
import { useMarkNotificationsRead, useNotifications } from '../../features/notifications/api/notifications';
import { formatDateLabel } from '../../lib/format';

const countLabel = (unread: number) => (unread >= 100 ? '99+' : String(unread));

/**
 * The bell: decisions on the customer's own wires, check deposits and locker items, newest first,
 * with the unread count on the button. Opening it marks them read; the ones that were new stay
 * highlighted until it closes.
 */
export function NotificationsMenu() {
  const { data, isError } = useNotifications();
  const markRead = useMarkNotificationsRead();
  const [newIds, setNewIds] = useState<ReadonlySet<string>>(new Set());
  const unread = data?.unread ?? 0;

  return (
    <MenuButton
      label={unread > 0 ? `Notifications, ${countLabel(unread)} unread` : 'Notifications'}
      toggle={
        <span className="position-relative d-inline-grid">
          <BellIcon />
          {unread > 0 ? (
            <span className="notification-count" aria-hidden="true" data-testid="notifications-unread">
              {countLabel(unread)}
            </span>
          ) : null}
        </span>
      }
      toggleClassName="icon-button"
      testId="notifications-toggle"
      menuTestId="notifications-menu"
      menuClassName="notifications-menu py-0"
      className="notifications-dropdown"
      onOpen={() => {
        setNewIds(new Set(data?.items.filter((item) => !item.read).map((item) => item.id)));
        if (unread > 0) markRead.mutate();
      }}
    >
      {(close) => (
        <>
          <h2 className="dropdown-header h6 mb-0 pt-2">Notifications</h2>
          {isError && !data ? (
            <p className="px-3 pb-2 mb-0 small text-danger" data-testid="notifications-error">
              Notifications could not be loaded. They will be tried again shortly.
            </p>
          ) : data && data.items.length > 0 ? (
            <ul className="list-unstyled mb-0 notifications-list" data-testid="notifications-list">
              {data.items.map((item) => (
                <li key={item.id}>
                  <Link
                    to={item.link}
                    className={`dropdown-item text-wrap py-2 ${newIds.has(item.id) ? 'notification-new' : ''}`}
                    onClick={close}
                    data-testid="notification-item"
                  >
                    <span className="d-block fw-semibold small">
                      {newIds.has(item.id) ? <span className="visually-hidden">New: </span> : null}
                      {item.title}
                    </span>
                    <span className="d-block small">{item.text}</span>
                    <span className="d-block small text-body-secondary">{formatDateLabel(item.createdAt)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="px-3 pb-2 mb-0 small text-body-secondary" data-testid="notifications-empty">
              You have no notifications yet. Updates on your wires, check deposits and locker items will show up here.
            </p>
          )}
        </>
      )}
    </MenuButton>
  );
}
