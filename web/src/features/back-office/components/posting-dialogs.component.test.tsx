import { AMOUNT_DECIMALS_MESSAGE, apiMessages, type AdminUserRow } from '@sandbank/shared';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { answer, apiError } from '../../../test/components/api';
import { fieldError, renderPage, signIn } from '../../../test/components/render';
import { AdjustBalanceDialog } from './adjust-balance-dialog';
import { PostTransactionDialog } from './post-transaction-dialog';

const userId = '6f1c2a4e-8b3d-4c5e-9f7a-1b2c3d4e5f61';
const accountId = '01HZX3J7Q5N8W2K4M6P9R0T1VB';

beforeAll(() => signIn({ admin: true }));

describe('Add Funds and Deduct Funds', () => {
  const renderDialog = (direction: 'credit' | 'debit') =>
    renderPage(
      <AdjustBalanceDialog subject={{ target: { kind: 'account', accountId }, label: 'Checking ••1234', balanceCents: 10_000 }} direction={direction} onClose={vi.fn()} />,
    );
  const testId = (direction: 'credit' | 'debit') => (direction === 'credit' ? 'add-funds-dialog' : 'deduct-funds-dialog');

  it('asks for an amount and a reason', async () => {
    const { user } = renderDialog('credit');
    await user.click(await screen.findByRole('button', { name: 'Add Funds' }));
    await waitFor(() => expect(screen.getByTestId('add-funds-dialog-amount-error').textContent).toBe(apiMessages.invalidAmount));
    expect(screen.getByTestId('add-funds-dialog-reason-error').textContent).toBe('A reason is required');
  });

  it.each([
    ['credit', 'abc', apiMessages.invalidAmount],
    ['credit', '-1', apiMessages.invalidAmount],
    ['credit', '1.001', AMOUNT_DECIMALS_MESSAGE],
    ['debit', '100.01', apiMessages.cannotDeduct],
    ['debit', '99999999', apiMessages.cannotDeduct],
  ] as const)('%s: refuses the amount %s with its message', async (direction, amount, message) => {
    const { user } = renderDialog(direction);
    await user.type(await screen.findByLabelText('Amount'), amount);
    await user.type(screen.getByLabelText('Reason'), 'Goodwill');
    await user.click(screen.getByRole('button', { name: direction === 'credit' ? 'Add Funds' : 'Deduct Funds' }));
    await waitFor(() => expect(screen.getByTestId(`${testId(direction)}-amount-error`).textContent).toBe(message));
  });

  it('toasts a deduction above the balance as the bank refuses it', async () => {
    const { user } = renderDialog('debit');
    await user.type(await screen.findByLabelText('Amount'), '100.01');
    await user.type(screen.getByLabelText('Reason'), 'Fee');
    await user.click(screen.getByRole('button', { name: 'Deduct Funds' }));
    expect(await screen.findByText('Insufficient Balance')).toBeTruthy();
  });

  it('sends the adjustment in integer cents with an Idempotency-Key', async () => {
    const sent: { body: unknown; key: string | null }[] = [];
    answer('adjustAccountBalance', async (request) => {
      sent.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
      return apiError(409, 'conflict', apiMessages.cannotDeduct);
    });
    const { user } = renderDialog('debit');
    await user.type(await screen.findByLabelText('Amount'), '99.99');
    await user.type(screen.getByLabelText('Reason'), ' Fee refund ');
    await user.click(screen.getByRole('button', { name: 'Deduct Funds' }));
    await waitFor(() => expect(sent).toEqual([{ body: { direction: 'debit', amountCents: 9_999, reason: 'Fee refund' }, key: expect.stringMatching(/^[0-9a-f-]{36}$/) }]));
  });
});

describe('Post Transaction', () => {
  const user: AdminUserRow = {
    userId,
    email: 'sam@example.com',
    firstName: 'Sam',
    lastName: 'Lee',
    phone: null,
    address: null,
    totalBalanceCents: 10_000,
    accountCount: 1,
    accounts: [{ id: accountId, name: 'Checking', number: '••1234', type: 'checking', balanceCents: 10_000 }] as AdminUserRow['accounts'],
    avatarUrl: null,
    createdAt: '2026-01-02T03:04:05.000Z',
    testCustomer: null,
  };
  const renderDialog = () => renderPage(<PostTransactionDialog user={user} onClose={vi.fn()} />);

  it('asks for an amount, and the direction of an adjustment', async () => {
    const page = renderDialog();
    await page.user.selectOptions(await screen.findByLabelText('Type'), 'adjustment');
    await page.user.click(screen.getByRole('button', { name: 'Post Transaction' }));
    await waitFor(() => expect(fieldError('post-transaction-amount')).toBe(apiMessages.invalidAmount));
    await page.user.type(screen.getByLabelText('Amount'), '12.345');
    await page.user.click(screen.getByRole('button', { name: 'Post Transaction' }));
    await waitFor(() => expect(fieldError('post-transaction-amount')).toBe(AMOUNT_DECIMALS_MESSAGE));
    await page.user.clear(screen.getByLabelText('Amount'));
    await page.user.type(screen.getByLabelText('Amount'), '12.34');
    await page.user.click(screen.getByRole('button', { name: 'Post Transaction' }));
    await waitFor(() => expect(fieldError('post-transaction-direction')).toBe('Choose credit or debit for adjustment'));
  });

  it('posts a deposit in integer cents with an Idempotency-Key, its direction left to the type', async () => {
    const sent: { body: unknown; key: string | null; path: string }[] = [];
    answer('postAccountTransaction', async (request) => {
      sent.push({ body: await request.json(), key: request.headers.get('Idempotency-Key'), path: new URL(request.url).pathname });
      return apiError(500, 'internal', 'boom');
    });
    const page = renderDialog();
    await page.user.type(await screen.findByLabelText('Amount'), '1,000');
    await page.user.click(screen.getByRole('button', { name: 'Post Transaction' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ body: { type: 'deposit', amountCents: 100_000, description: null }, key: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(sent[0]?.path).toContain(accountId);
  });
});
