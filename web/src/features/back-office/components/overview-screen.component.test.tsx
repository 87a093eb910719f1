import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { UsersIcon } from '../../../components/ui/admin-icons';
import { answer, exampleAnswer, failingOnce, json, never } from '../../../test/components/api';
import { renderPage, signIn } from '../../../test/components/render';
import { OverviewScreen } from './overview-screen';

const quickActions = [{ name: 'users', path: '/admin/users', icon: UsersIcon, quickAction: 'Manage users' }];
const stats = () => ({
  ...exampleAnswer('getAdminStats'),
  users: 1_204,
  wires: { total: 58, pending: 7, approved: 40, rejected: 11 },
  approvals: { pending: 2 },
  totalBalanceCents: 123_456_789,
  bankAccounts: [{ id: 'sandboxFunding', name: 'Sandbox funding', balanceCents: -123_456_789 }],
});

beforeAll(() => signIn({ admin: true }));

describe("the back office's overview", () => {
  it('shows a placeholder until the first answer', async () => {
    answer('getAdminStats', never);
    renderPage(<OverviewScreen quickActions={quickActions} />);
    expect(await screen.findByText('The bank at a glance')).toBeTruthy();
    expect(document.querySelector('.placeholder-glow[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByTestId('admin-stat-users')).toBeNull();
  });

  it("says why the figures are not shown after a failure, and tries again", async () => {
    answer('getAdminStats', failingOnce(() => json(stats())));
    const { user } = renderPage(<OverviewScreen quickActions={quickActions} />);
    expect((await screen.findByTestId('admin-stats-error')).textContent).toContain("Failed to load the bank's figures.");
    await user.click(screen.getByTestId('admin-stats-retry'));
    expect((await screen.findByTestId('admin-stat-users-value')).textContent).toBe('1,204');
  });

  it("shows the bank's figures, where to go next and its parts' status", async () => {
    answer('getAdminStats', () => json(stats()));
    renderPage(<OverviewScreen quickActions={quickActions} />);
    expect((await screen.findByTestId('admin-stat-users-value')).textContent).toBe('1,204');
    expect(screen.getByTestId('admin-stat-wires-value').textContent).toBe('58');
    expect(screen.getByTestId('admin-stat-pending-value').textContent).toBe('7');
    expect(screen.getByTestId('admin-stat-approvals-value').textContent).toBe('2');
    expect(screen.getByTestId('admin-stat-balance-value').textContent).toBe('$1,234,567.89');
    expect(screen.getByTestId('admin-overview-updated').textContent).toContain('refreshes every 5 seconds');
    expect(screen.getByTestId('admin-quick-users').textContent).toBe('Manage users');
    const [bankAccount] = screen.getAllByTestId('admin-bank-account');
    expect(bankAccount!.textContent).toContain('Sandbox funding');
    expect(within(bankAccount!).getByTestId('admin-bank-account-balance').textContent).toBe('-$1,234,567.89');
    expect(within(screen.getByTestId('admin-system-status')).getByTestId('admin-status-api').getAttribute('data-status')).toBe('up');
  });
});
