import type { OperationId } from '@sandbank/shared';
import { screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ChecksScreen } from '../features/checks/admin/components/checks-screen';
import { MyChecks } from '../features/checks/components/my-checks';
import { AccountsScreen } from '../features/back-office/components/accounts-screen';
import { ApprovalsScreen } from '../features/back-office/components/approvals-screen';
import { AuditScreen } from '../features/back-office/components/audit-screen';
import { UsersScreen } from '../features/back-office/components/users-screen';
import { LockerQueue } from '../features/locker/admin/components/locker-queue';
import { UserLockerPanel } from '../features/locker/admin/components/user-locker-panel';
import { BankTransactionsScreen } from '../features/transactions/admin/components/transactions-screen';
import { TransactionsScreen } from '../features/transactions/components/transactions-screen';
import { WebhookDeliveries } from '../features/webhooks/components/webhook-deliveries';
import { WiresScreen } from '../features/wires/admin/components/wires-screen';
import { MyWires } from '../features/wires/components/my-wires';
import { answer, emptyPage, failingOnce, json, never } from '../test/components/api';
import { renderPage, signIn } from '../test/components/render';

const webhookId = '01HZX3J7Q5N8W2K4M6P9R0T1VE';
const counts = { total: 0, pending: 0, approved: 0, rejected: 0 };
const historyAccounts = { ready: true, failed: false, retry: () => undefined, accountLabel: () => null, choices: [] };

interface ListingCase {
  name: string;
  page: () => ReactNode;
  /** The call that fills the listing. */
  listing: OperationId;
  /** Its answer when nothing matches. */
  empty?: object;
  /** Prefix of the states' test ids. */
  testId: string;
  /** Other calls the screen makes, left unanswered here. */
  besides?: OperationId[];
}

const cases: ListingCase[] = [
  { name: "the customer's transactions", page: () => <TransactionsScreen accounts={historyAccounts} wireDetails={() => null} />, listing: 'listMyTransactions', testId: 'transactions' },
  { name: "the customer's check deposits", page: () => <MyChecks />, listing: 'listMyCheckDeposits', testId: 'my-checks' },
  { name: "the customer's wires", page: () => <MyWires />, listing: 'listMyWires', testId: 'my-wires' },
  { name: "a webhook's deliveries", page: () => <WebhookDeliveries webhookId={webhookId} url="https://example.com/hook" />, listing: 'listWebhookDeliveries', testId: 'webhook-deliveries' },
  { name: "the bank's transactions", page: () => <BankTransactionsScreen />, listing: 'listAllTransactions', empty: { ...emptyPage, totals: { total: 0, deposits: { count: 0, cents: 0 }, withdrawals: { count: 0, cents: 0 }, volumeCents: 0 } }, testId: 'admin-transactions' },
  { name: 'the check deposits to review', page: () => <ChecksScreen />, listing: 'listCheckDeposits', empty: { ...emptyPage, counts }, testId: 'checks' },
  { name: 'the audit log', page: () => <AuditScreen />, listing: 'listAuditEvents', testId: 'audit', besides: ['verifyAuditChain'] },
  { name: 'the users', page: () => <UsersScreen />, listing: 'listUsers', testId: 'users' },
  { name: 'the posting requests', page: () => <ApprovalsScreen />, listing: 'listApprovals', empty: { ...emptyPage, pendingCount: 0 }, testId: 'approvals' },
  { name: 'the accounts', page: () => <AccountsScreen />, listing: 'listAccounts', testId: 'accounts' },
  { name: 'the wires to review', page: () => <WiresScreen />, listing: 'listWires', testId: 'wires', besides: ['getAdminStats'] },
  { name: 'the locker items to review', page: () => <LockerQueue />, listing: 'listLockerItems', empty: { ...emptyPage, counts }, testId: 'locker-queue' },
  { name: "a customer's locker", page: () => <UserLockerPanel owner={{ userId: '6f1c2a4e-8b3d-4c5e-9f7a-1b2c3d4e5f61', label: 'Sam Lee' }} />, listing: 'listUserLockerItems', empty: { items: [], summary: { ...counts, totalValueCents: 0 } }, testId: 'user-locker' },
];

beforeAll(() => signIn({ admin: true }));

describe.each(cases)('$name', ({ page, listing, empty = emptyPage, testId, besides = [] }) => {
  beforeEach(() => besides.forEach((operationId) => answer(operationId, never)));

  it('shows it is loading until the first answer', async () => {
    answer(listing, never);
    renderPage(page());
    await waitFor(() => expect(document.querySelector('[data-loading="true"]')).not.toBeNull());
    expect(screen.queryByTestId(`${testId}-empty`)).toBeNull();
    expect(screen.queryByTestId(`${testId}-error`)).toBeNull();
  });

  it('says when there is nothing to show', async () => {
    answer(listing, () => json(empty));
    renderPage(page());
    expect(await screen.findByTestId(`${testId}-empty`)).toBeTruthy();
    expect(document.querySelector('[data-loading="true"]')).toBeNull();
  });

  it('says why nothing is shown after a failure, and tries again', async () => {
    answer(listing, failingOnce(() => json(empty)));
    const { user } = renderPage(page());
    await screen.findByTestId(`${testId}-error`);
    await user.click(screen.getByTestId(`${testId}-retry`));
    expect(await screen.findByTestId(`${testId}-empty`)).toBeTruthy();
  });
});
