import { maskedAccountNumber } from '@sandbank/shared';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer, exampleAnswer, failingOnce, json, never } from '../../../test/components/api';
import { renderPage, signIn } from '../../../test/components/render';
import { SourceAccountsCard } from './source-accounts-card';

const accounts = () => {
  const answered = exampleAnswer('listMyAccounts');
  answered.items = answered.items.map((account) => ({ ...account, name: 'Checking', number: '4000123456781234', balanceCents: 50_000 }));
  return answered;
};
/** The form the card holds, given the "From account" choices. */
const renderCard = () =>
  renderPage(
    <SourceAccountsCard testId="transfer" fields={3}>
      {(options) => (
        <ul data-testid="transfer-choices">
          {options.map((option) => (
            <li key={option.id}>{`${option.name} ${option.maskedNumber} ${option.balanceCents}`}</li>
          ))}
        </ul>
      )}
    </SourceAccountsCard>,
  );

beforeAll(() => signIn());

describe("a money form's source accounts", () => {
  it('shows the form as placeholders until the accounts are answered', async () => {
    answer('listMyAccounts', never);
    renderCard();
    expect(await screen.findByTestId('transfer-loading')).toBeTruthy();
    expect(screen.queryByTestId('transfer-choices')).toBeNull();
  });

  it('says why the form is not shown after a failure, and tries again', async () => {
    answer('listMyAccounts', failingOnce(() => json(accounts())));
    const { user } = renderCard();
    expect((await screen.findByTestId('transfer-accounts-error')).textContent).toBe('Your accounts could not be loaded.Try again');
    expect(screen.queryByTestId('transfer-choices')).toBeNull();
    await user.click(screen.getByTestId('transfer-accounts-retry'));
    expect(await screen.findByTestId('transfer-choices')).toBeTruthy();
  });

  it('gives the form each account as a choice, its number masked', async () => {
    answer('listMyAccounts', () => json(accounts()));
    renderCard();
    expect((await screen.findByTestId('transfer-choices')).textContent).toBe(`Checking ${maskedAccountNumber('4000123456781234')} 50000`);
  });
});
