import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer, apiError, exampleAnswer, json, never } from '../../test/components/api';
import { renderPage, signIn } from '../../test/components/render';
import { NotificationsMenu } from './notifications-menu';

const page = () => {
  const answered = exampleAnswer('listMyNotifications');
  const [first] = answered.items;
  answered.items = [
    { ...first!, id: '01HZX3J7Q5N8W2K4M6P9R0T1N1', title: 'Wire Approved', text: 'Your wire of $1,000.00 to Jane Doe was approved.', link: '/transactions', read: false },
    { ...first!, id: '01HZX3J7Q5N8W2K4M6P9R0T1N2', title: 'Check Rejected', text: 'Your check deposit #1042 was rejected.', link: '/deposit-check', read: true },
  ];
  answered.unread = 1;
  return answered;
};

beforeAll(() => signIn());

describe("the bell's notifications", () => {
  it('shows no count until the first answer', async () => {
    answer('listMyNotifications', never);
    renderPage(<NotificationsMenu />);
    expect((await screen.findByTestId('notifications-toggle')).getAttribute('aria-label')).toBe('Notifications');
    expect(screen.queryByTestId('notifications-unread')).toBeNull();
    expect(screen.queryByTestId('notifications-list')).toBeNull();
    expect(screen.queryByTestId('notifications-error')).toBeNull();
  });

  it('says there is none yet', async () => {
    answer('listMyNotifications', () => json({ items: [], unread: 0, nextCursor: null }));
    const { user } = renderPage(<NotificationsMenu />);
    await user.click(await screen.findByTestId('notifications-toggle'));
    expect((await screen.findByTestId('notifications-empty')).textContent).toBe(
      'You have no notifications yet. Updates on your wires, check deposits and locker items will show up here.',
    );
    expect(screen.queryByTestId('notifications-unread')).toBeNull();
  });

  it('says they could not be loaded, and that they will be tried again', async () => {
    answer('listMyNotifications', () => apiError(500, 'internal', 'Internal server error'));
    const { user } = renderPage(<NotificationsMenu />);
    await user.click(await screen.findByTestId('notifications-toggle'));
    expect((await screen.findByTestId('notifications-error')).textContent).toBe('Notifications could not be loaded. They will be tried again shortly.');
    expect(screen.queryByTestId('notifications-empty')).toBeNull();
  });

  it('counts the unread ones on the bell, lists them, and marks them read when opened', async () => {
    let marked = 0;
    answer('listMyNotifications', () => json(page()));
    answer('markNotificationsRead', () => {
      marked += 1;
      return json(exampleAnswer('markNotificationsRead'));
    });
    const { user } = renderPage(<NotificationsMenu />);
    expect((await screen.findByTestId('notifications-unread')).textContent).toBe('1');
    expect(screen.getByTestId('notifications-toggle').getAttribute('aria-label')).toBe('Notifications, 1 unread');
    await user.click(screen.getByTestId('notifications-toggle'));
    const items = within(screen.getByTestId('notifications-list')).getAllByTestId('notification-item');
    expect(items.map((item) => item.querySelector('.fw-semibold')?.textContent)).toEqual(['New: Wire Approved', 'Check Rejected']);
    expect(items[1]!.textContent).toContain('Your check deposit #1042 was rejected.');
    expect(items[0]!.getAttribute('href')).toBe('/transactions');
    await waitFor(() => expect(marked).toBe(1));
    await waitFor(() => expect(screen.queryByTestId('notifications-unread')).toBeNull());
  });
});
