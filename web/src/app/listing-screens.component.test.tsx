import { wireMessages, type OperationId } from '@sandbank/shared';
import { screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ChecksScreen } from '../features/checks/admin/components/checks-screen';
import { checkReviewMessages } from '../features/checks/admin/lib/check-review-messages';
import { MyChecks } from '../features/checks/components/my-checks';
import { AccountsScreen } from '../features/back-office/components/accounts-screen';
import { ApprovalsScreen } from '../features/back-office/components/approvals-screen';
import { AuditScreen } from '../features/back-office/components/audit-screen';
import { UserPicker } from '../features/back-office/components/user-picker';
import { UsersScreen } from '../features/back-office/components/users-screen';
import { approvalMessages } from '../features/back-office/lib/approval-messages';
import { backOfficeMessages } from '../features/back-office/lib/messages';
import { LockerQueue } from '../features/locker/admin/components/locker-queue';
import { UserLockerPanel } from '../features/locker/admin/components/user-locker-panel';
import { lockerTexts } from '../features/locker/lib/locker-messages';
import { BankTransactionsScreen } from '../features/transactions/admin/components/transactions-screen';
import { TransactionsScreen } from '../features/transactions/components/transactions-screen';
import { WebhookDeliveries } from '../features/webhooks/components/webhook-deliveries';
import { webhookTexts } from '../features/webhooks/lib/webhook-texts';
import { WiresScreen } from '../features/wires/admin/components/wires-screen';
import { MyWires } from '../features/wires/components/my-wires';
import { answer, emptyPage, exampleAnswer, failingOnce, json, never } from '../test/components/api';
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
  /** What the screen says when nothing matches. */
  emptyText: string;
  /** What its alert says after a failure (its "Try again" follows). */
  failureText: string;
  /** What shows the one row of the listing's documented answer: the count under the rows, or (a listing answered whole) the rows' test id. */
  filled: { count: string } | { rows: string };
}

const cases: ListingCase[] = [
  { name: "the customer's transactions", page: () => <TransactionsScreen accounts={historyAccounts} wireDetails={() => null} />, listing: 'listMyTransactions', testId: 'transactions', emptyText: 'No transactions found', failureText: 'Your transactions could not be loaded.', filled: { count: '1 transaction shown' } },
  { name: "the customer's check deposits", page: () => <MyChecks />, listing: 'listMyCheckDeposits', testId: 'my-checks', emptyText: 'No check deposits yet', failureText: 'Your check deposits could not be loaded.', filled: { count: '1 check shown' } },
  { name: "the customer's wires", page: () => <MyWires />, listing: 'listMyWires', testId: 'my-wires', emptyText: 'No wire transfers yet', failureText: 'Your wire transfers could not be loaded.', filled: { count: '1 wire shown' } },
  { name: "a webhook's deliveries", page: () => <WebhookDeliveries webhookId={webhookId} url="https://example.com/hook" />, listing: 'listWebhookDeliveries', testId: 'webhook-deliveries', emptyText: 'No deliveries yet. Events from now on are delivered here; Send test sends one at once.', failureText: webhookTexts.deliveriesFailed, filled: { count: '1 delivery shown' } },
  { name: "the bank's transactions", page: () => <BankTransactionsScreen />, listing: 'listAllTransactions', empty: { ...emptyPage, totals: { total: 0, deposits: { count: 0, cents: 0 }, withdrawals: { count: 0, cents: 0 }, volumeCents: 0 } }, testId: 'admin-transactions', emptyText: 'No transactions found matching your search.', failureText: 'Failed to fetch transactions', filled: { count: '1 transaction shown' } },
  { name: 'the check deposits to review', page: () => <ChecksScreen />, listing: 'listCheckDeposits', empty: { ...emptyPage, counts }, testId: 'checks', emptyText: checkReviewMessages.noPendingChecks, failureText: checkReviewMessages.fetchChecksFailed, filled: { count: '1 check deposit shown' } },
  { name: 'the audit log', page: () => <AuditScreen />, listing: 'listAuditEvents', testId: 'audit', besides: ['verifyAuditChain'], emptyText: backOfficeMessages.noAuditEvents, failureText: backOfficeMessages.fetchAuditFailed, filled: { count: '1 audit event shown' } },
  { name: 'the users', page: () => <UsersScreen />, listing: 'listUsers', testId: 'users', emptyText: backOfficeMessages.noUsers, failureText: backOfficeMessages.fetchUsersFailed, filled: { count: '1 user shown' } },
  { name: 'the users to pick from', page: () => <UserPicker selectedId={null} onSelect={() => undefined} />, listing: 'listUsers', testId: 'user-picker', emptyText: backOfficeMessages.noUsers, failureText: backOfficeMessages.fetchUsersFailed, filled: { count: '1 user shown' } },
  { name: 'the posting requests', page: () => <ApprovalsScreen />, listing: 'listApprovals', empty: { ...emptyPage, pendingCount: 0 }, testId: 'approvals', emptyText: approvalMessages.noPending, failureText: approvalMessages.fetchFailed, filled: { count: '1 posting request shown' } },
  { name: 'the accounts', page: () => <AccountsScreen />, listing: 'listAccounts', testId: 'accounts', emptyText: backOfficeMessages.noAccounts, failureText: backOfficeMessages.fetchAccountsFailed, filled: { count: '1 account shown' } },
  { name: 'the wires to review', page: () => <WiresScreen />, listing: 'listWires', testId: 'wires', besides: ['getAdminStats'], emptyText: wireMessages.noneFound, failureText: wireMessages.fetchFailed, filled: { count: '1 wire transfer shown' } },
  { name: 'the locker items to review', page: () => <LockerQueue />, listing: 'listLockerItems', empty: { ...emptyPage, counts }, testId: 'locker-queue', emptyText: lockerTexts.noPending, failureText: lockerTexts.loadPendingFailed, filled: { count: '1 pending item shown' } },
  { name: "a customer's locker", page: () => <UserLockerPanel owner={{ userId: '6f1c2a4e-8b3d-4c5e-9f7a-1b2c3d4e5f61', label: 'Sam Lee' }} />, listing: 'listUserLockerItems', empty: { items: [], summary: { ...counts, totalValueCents: 0 } }, testId: 'user-locker', emptyText: lockerTexts.noUserItems, failureText: lockerTexts.loadUserItemsFailed, filled: { rows: 'locker-item' } },
];

beforeAll(() => signIn({ admin: true }));

describe.each(cases)('$name', ({ page, listing, empty = emptyPage, testId, besides = [], emptyText, failureText, filled }) => {
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
    expect((await screen.findByTestId(`${testId}-empty`)).textContent).toBe(emptyText);
    expect(document.querySelector('[data-loading="true"]')).toBeNull();
  });

  it('says why nothing is shown after a failure, and tries again', async () => {
    answer(listing, failingOnce(() => json(empty)));
    const { user } = renderPage(page());
    expect((await screen.findByTestId(`${testId}-error`)).textContent).toBe(`${failureText}Try again`);
    await user.click(screen.getByTestId(`${testId}-retry`));
    expect(await screen.findByTestId(`${testId}-empty`)).toBeTruthy();
  });

  it('shows the rows answered', async () => {
    answer(listing, () => json(exampleAnswer(listing)));
    renderPage(page());
    if ('count' in filled) expect((await screen.findByTestId(`${testId}-count`)).textContent).toBe(filled.count);
    else expect(await screen.findAllByTestId(filled.rows)).toHaveLength(1);
    expect(screen.queryByTestId(`${testId}-empty`)).toBeNull();
    expect(document.querySelector('[data-loading="true"]')).toBeNull();
  });
});
