import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer, emptyPage, exampleAnswer, failingOnce, json, never } from '../../../test/components/api';
import { renderPage, signIn } from '../../../test/components/render';
import { PendingDecisions } from './pending-decisions';
import { SandboxMail } from './sandbox-mail';

const placeholderIn = (testId: string) => screen.getByTestId(testId).querySelector('.placeholder-glow');

beforeAll(() => signIn());

describe('the sandbox mail', () => {
  it('shows a placeholder until the first answer', async () => {
    answer('listMySandboxMail', never);
    renderPage(<SandboxMail />);
    expect(await screen.findByText('Recent mail')).toBeTruthy();
    expect(placeholderIn('sandbox-mail')).not.toBeNull();
    expect(screen.queryByTestId('sandbox-mail-empty')).toBeNull();
    expect(screen.queryByTestId('sandbox-mail-list')).toBeNull();
  });

  it('says when the bank sent nothing in the last day', async () => {
    answer('listMySandboxMail', () => json(emptyPage));
    renderPage(<SandboxMail />);
    expect((await screen.findByTestId('sandbox-mail-empty')).textContent).toBe(
      "No mail in the last 24 hours. Codes the bank emails you, a wire's for one, show up here.",
    );
    expect(placeholderIn('sandbox-mail')).toBeNull();
  });

  it('says why nothing is shown after a failure, and tries again', async () => {
    answer('listMySandboxMail', failingOnce(() => json(emptyPage)));
    const { user } = renderPage(<SandboxMail />);
    expect((await screen.findByTestId('sandbox-mail-error')).textContent).toContain('Your mail could not be loaded.');
    await user.click(screen.getByTestId('sandbox-mail-retry'));
    expect(await screen.findByTestId('sandbox-mail-empty')).toBeTruthy();
  });

  it('lists each message with its subject and the codes to copy', async () => {
    const mail = exampleAnswer('listMySandboxMail');
    mail.items = mail.items.map((item) => ({ ...item, subject: 'Your wire code', codes: ['482913'] }));
    answer('listMySandboxMail', () => json(mail));
    renderPage(<SandboxMail />);
    const [item] = await screen.findAllByTestId('sandbox-mail-item');
    expect(within(item!).getByTestId('sandbox-mail-subject').textContent).toBe('Your wire code');
    expect(within(item!).getByTestId('sandbox-mail-code').textContent).toBe('482913');
    expect(within(item!).getByRole('button', { name: 'Copy code 482913' })).toBeTruthy();
  });
});

describe('the pending decisions', () => {
  const lists = ['listMyWires', 'listMyCheckDeposits', 'listMyLockerItems'] as const;
  const emptyLocker = { items: [], summary: { total: 0, approved: 0, pending: 0, rejected: 0, totalValueCents: 0 } };
  const answerNothingPending = () => {
    // A decided wire is not waiting for anything.
    const wires = exampleAnswer('listMyWires');
    wires.items = wires.items.map((wire) => ({ ...wire, status: 'approved' }));
    answer('listMyWires', () => json(wires));
    answer('listMyCheckDeposits', () => json(emptyPage));
    answer('listMyLockerItems', () => json(emptyLocker));
  };
  const renderPanel = () => renderPage(<PendingDecisions now={Date.now()} />);

  it('shows a placeholder until the lists are answered', async () => {
    lists.forEach((operationId) => answer(operationId, never));
    renderPanel();
    expect(await screen.findByText('Pending decisions')).toBeTruthy();
    expect(placeholderIn('sandbox-pending')).not.toBeNull();
    expect(screen.queryByTestId('sandbox-pending-empty')).toBeNull();
    expect(screen.queryByTestId('sandbox-pending-list')).toBeNull();
  });

  it('says when nothing waits for a decision', async () => {
    answerNothingPending();
    renderPanel();
    expect((await screen.findByTestId('sandbox-pending-empty')).textContent).toBe(
      'Nothing waits for a decision. Wires, check deposits and locker items you request show up here.',
    );
  });

  it('says why nothing is shown after a failure, and tries again', async () => {
    answerNothingPending();
    answer('listMyCheckDeposits', failingOnce(() => json(emptyPage)));
    const { user } = renderPanel();
    expect((await screen.findByTestId('sandbox-pending-error')).textContent).toContain('Your pending requests could not be loaded.');
    await user.click(screen.getByTestId('sandbox-pending-retry'));
    expect(await screen.findByTestId('sandbox-pending-empty')).toBeTruthy();
  });

  it('lists the requests that wait, each with the decisions it can take', async () => {
    const wires = exampleAnswer('listMyWires');
    wires.items = wires.items.map((wire) => ({ ...wire, status: 'pending', recipientName: 'Jane Doe', amountCents: 100_000, createdAt: '2026-05-02T10:00:00.000Z' }));
    const locker = exampleAnswer('listMyLockerItems');
    locker.items = locker.items.map((item) => ({ ...item, status: 'pending', name: 'Watch', storedAt: '2026-05-01T10:00:00.000Z' }));
    answer('listMyWires', () => json(wires));
    answer('listMyCheckDeposits', () => json(emptyPage));
    answer('listMyLockerItems', () => json(locker));
    renderPanel();
    const rows = await screen.findAllByTestId('sandbox-request');
    expect(rows.map((row) => within(row).getByTestId('sandbox-request-title').textContent)).toEqual(['Wire to Jane Doe', 'Locker item "Watch"']);
    expect(within(rows[0]!).getByTestId('sandbox-request-status').textContent).toBe('Pending review');
    expect(within(rows[0]!).getByTestId('sandbox-request-amount').textContent).toBe('$1,000.00');
    expect(within(rows[0]!).getByRole('button', { name: 'Approve the wire of $1,000.00 to Jane Doe' })).toBeTruthy();
    expect(within(rows[0]!).getByRole('button', { name: 'Reject the wire of $1,000.00 to Jane Doe' })).toBeTruthy();
  });
});
