import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer, exampleAnswer, failingOnce, json, never } from '../../../test/components/api';
import { renderPage, signIn } from '../../../test/components/render';
import { lockerTexts } from '../lib/locker-messages';
import { MyLockerScreen } from './my-locker-screen';

const emptyLocker = { items: [], summary: { total: 0, approved: 0, pending: 0, rejected: 0, totalValueCents: 0 } };
const locker = () => {
  const answered = exampleAnswer('listMyLockerItems');
  answered.items = answered.items.map((item) => ({ ...item, name: 'Gold watch', valueCents: 250_000, status: 'rejected', rejectionReason: 'No appraisal' }));
  answered.summary = { total: 1, approved: 0, pending: 0, rejected: 1, totalValueCents: 250_000 };
  return answered;
};

beforeAll(() => signIn());

describe('my safe deposit locker', () => {
  it('shows placeholders until the first answer', async () => {
    answer('listMyLockerItems', never);
    renderPage(<MyLockerScreen />);
    expect((await screen.findByTestId('locker-loading')).getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByTestId('locker-empty')).toBeNull();
    expect(screen.queryByTestId('locker-items')).toBeNull();
  });

  it('says the locker is empty and offers the first item', async () => {
    answer('listMyLockerItems', () => json(emptyLocker));
    renderPage(<MyLockerScreen />);
    const empty = await screen.findByTestId('locker-empty');
    expect(within(empty).getByRole('heading').textContent).toBe('Your Safe Deposit Locker is Empty');
    expect(within(empty).getByRole('button', { name: 'Add Your First Item' })).toBeTruthy();
    expect(screen.queryByTestId('locker-add')).toBeNull();
  });

  it('says why nothing is shown after a failure, toasts it, and tries again', async () => {
    answer('listMyLockerItems', failingOnce(() => json(emptyLocker)));
    const { user } = renderPage(<MyLockerScreen />);
    expect((await screen.findByTestId('locker-error')).textContent).toContain(lockerTexts.loadFailed);
    expect(await screen.findByText('Error')).toBeTruthy();
    await user.click(screen.getByTestId('locker-retry'));
    expect(await screen.findByTestId('locker-empty')).toBeTruthy();
  });

  it('lists the items with their status, value and reason, under the summary', async () => {
    answer('listMyLockerItems', () => json(locker()));
    renderPage(<MyLockerScreen />);
    const [item] = await screen.findAllByTestId('locker-item');
    expect(within(item!).getByTestId('locker-item-name').textContent).toBe('Gold watch');
    expect(within(item!).getByTestId('locker-item-value').textContent).toBe('$2,500.00');
    expect(within(item!).getByTestId('locker-item-reason').textContent).toBe('Rejected: No appraisal');
    expect(screen.getByTestId('locker-summary-total').textContent).toBe('1');
    expect(screen.getByTestId('locker-summary-rejected').textContent).toBe('1');
    expect(screen.getByTestId('locker-summary-value').textContent).toBe('$2,500.00');
    expect(screen.getByTestId('locker-add').textContent).toBe('Add Item');
  });
});
