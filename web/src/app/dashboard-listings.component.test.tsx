import { maskedAccountNumber, type Transaction } from '@sandbank/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { AccountCards } from '../features/accounts/components/account-cards';
import { BalanceHistory } from '../features/transactions/components/balance-history';
import { RecentTransactions } from '../features/transactions/components/recent-transactions';
import { answer, emptyPage, exampleAnswer, failingOnce, json, never } from '../test/components/api';
import { renderPage, signIn } from '../test/components/render';
import { sampleTransaction } from '../test/sample-transaction';

const DAY_MS = 86_400_000;
const deposit = (amountCents: number, daysAgo: number): Transaction => ({
  ...sampleTransaction,
  amountCents,
  description: 'Salary',
  createdAt: new Date(Date.now() - daysAgo * DAY_MS).toISOString(),
});
const history = (...items: Transaction[]) => ({ items, nextCursor: null });

beforeAll(() => signIn());

describe('the recent transactions', () => {
  const accounts = { ready: true, accountLabel: () => null };
  const renderRecent = (ready = true) => renderPage(<RecentTransactions accounts={{ ...accounts, ready }} wireDetails={() => null} />);

  it('shows placeholders until the first answer', async () => {
    answer('listMyTransactions', never);
    renderRecent();
    expect(await screen.findByTestId('recent-transactions-loading')).toBeTruthy();
    expect(screen.queryByTestId('recent-transactions-empty')).toBeNull();
    expect(screen.queryByTestId('transaction-list')).toBeNull();
  });

  it('waits for the accounts before asking', async () => {
    let asked = false;
    answer('listMyTransactions', () => {
      asked = true;
      return json(emptyPage);
    });
    renderRecent(false);
    expect(await screen.findByTestId('recent-transactions-loading')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toBe(false);
  });

  it('says when there is no transaction yet', async () => {
    answer('listMyTransactions', () => json(emptyPage));
    renderRecent();
    expect((await screen.findByTestId('recent-transactions-empty')).textContent).toBe('No transactions yet');
  });

  it('says why nothing is shown after a failure, and tries again', async () => {
    answer('listMyTransactions', failingOnce(() => json(emptyPage)));
    const { user } = renderRecent();
    expect((await screen.findByTestId('recent-transactions-error')).textContent).toContain('Your transactions could not be loaded.');
    await user.click(screen.getByTestId('recent-transactions-retry'));
    expect(await screen.findByTestId('recent-transactions-empty')).toBeTruthy();
  });

  it('lists the newest entries, each opening its details', async () => {
    answer('listMyTransactions', () => json(history({ ...deposit(320_000, 1), id: '01HZX3J7Q5N8W2K4M6P9R0T1V1' }, { ...deposit(-4_500, 2), id: '01HZX3J7Q5N8W2K4M6P9R0T1V2', description: 'Coffee' })));
    renderRecent();
    const list = await screen.findByTestId('transaction-list');
    expect(within(list).getAllByTestId('transaction-description').map((cell) => cell.textContent)).toEqual(['Salary', 'Coffee']);
    expect(within(list).getByTestId('transaction-row-01HZX3J7Q5N8W2K4M6P9R0T1V2').tagName).toBe('BUTTON');
  });
});

describe('the balance history', () => {
  const renderHistory = (props: { currentBalanceCents?: number | null; hidden?: boolean } = {}) =>
    renderPage(<BalanceHistory currentBalanceCents={props.currentBalanceCents === undefined ? 100_000 : props.currentBalanceCents} enabled hidden={props.hidden ?? false} />);

  it('shows a placeholder until the history and the balance are both there', async () => {
    let answered = false;
    answer('listMyTransactions', () => {
      answered = true;
      return json(history());
    });
    renderHistory({ currentBalanceCents: null });
    await waitFor(() => expect(answered).toBe(true));
    expect(screen.getByText('Balance, last 30 days')).toBeTruthy();
    expect(screen.getByTestId('balance-history').querySelector('.placeholder-glow')).not.toBeNull();
    expect(screen.queryByTestId('balance-chart')).toBeNull();
  });

  it('says there is no history yet for accounts opened today', async () => {
    answer('listMyTransactions', () => json(history(deposit(100_000, 0))));
    renderHistory();
    expect((await screen.findByTestId('balance-chart-new')).textContent).toBe(
      'Your accounts opened today with a total of $1,000.00. From tomorrow, this chart shows how it moves day by day.',
    );
  });

  it('says why nothing is shown after a failure, and tries again', async () => {
    answer('listMyTransactions', failingOnce(() => json(history())));
    const { user } = renderHistory();
    expect((await screen.findByTestId('balance-history-error')).textContent).toContain('The balance history could not be loaded.');
    await user.click(screen.getByTestId('balance-history-retry'));
    expect((await screen.findByTestId('balance-chart')).getAttribute('data-points')).toBe('30');
  });

  it('draws the balance of each of the 30 days', async () => {
    answer('listMyTransactions', () => json(history(deposit(40_000, 2))));
    renderHistory();
    const chart = await screen.findByTestId('balance-chart');
    expect(chart.getAttribute('data-points')).toBe('30');
    expect(screen.getByTestId('balance-chart-max').textContent).toBe('$1,000.00');
    expect(screen.getByTestId('balance-chart-min').textContent).toBe('$600.00');
  });

  it('says the chart is hidden while balances are', async () => {
    answer('listMyTransactions', () => json(history(deposit(40_000, 2))));
    renderHistory({ hidden: true });
    expect((await screen.findByTestId('balance-history-hidden')).textContent).toBe('The chart is hidden while balances are hidden.');
    expect(screen.queryByTestId('balance-chart')).toBeNull();
  });
});

describe('the account cards', () => {
  const accounts = () => {
    const answered = exampleAnswer('listMyAccounts');
    answered.items = answered.items.map((account) => ({ ...account, type: 'savings', name: 'Savings', number: '4000123456789012', balanceCents: 250_075, pendingCents: 0 }));
    return answered;
  };

  it('shows a placeholder card for each account until the first answer', async () => {
    answer('listMyAccounts', never);
    renderPage(<AccountCards balancesHidden={false} />);
    expect(await screen.findAllByTestId('account-card-loading')).toHaveLength(3);
  });

  it("says why nothing is shown after a failure, with the server's reason, and tries again", async () => {
    answer('listMyAccounts', failingOnce(() => json(accounts())));
    const { user } = renderPage(<AccountCards balancesHidden={false} />);
    expect((await screen.findByTestId('accounts-error')).textContent).toContain('Your accounts could not be loaded. Internal server error');
    await user.click(screen.getByTestId('accounts-retry'));
    expect(await screen.findByTestId('account-card-savings')).toBeTruthy();
    expect(screen.queryByTestId('account-card-loading')).toBeNull();
  });

  it('shows a card per account with its name, masked number and balance', async () => {
    answer('listMyAccounts', () => json(accounts()));
    renderPage(<AccountCards balancesHidden={false} />);
    const card = await screen.findByTestId('account-card-savings');
    expect(within(card).getByTestId('account-card-savings-name').textContent).toBe('Savings');
    expect(within(card).getByTestId('account-card-savings-number').textContent).toBe(maskedAccountNumber('4000123456789012'));
    expect(within(card).getByTestId('account-card-savings-number').textContent).toContain('9012');
    expect(within(card).getByTestId('account-card-savings-balance').textContent).toBe('$2,500.75');
  });

  it('puts dots in place of the balances while they are hidden', async () => {
    answer('listMyAccounts', () => json(accounts()));
    renderPage(<AccountCards balancesHidden />);
    const balance = await screen.findByTestId('account-card-savings-balance');
    expect(balance.textContent).toBe('••••••Hidden');
    expect(balance.textContent).not.toContain('2,500');
  });
});
