import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { answer, apiError, emptyPage, exampleAnswer, json, never } from '../../../test/components/api';
import { renderPage, signIn } from '../../../test/components/render';
import { PersonFilter, type PersonKind } from './person-filter';

const testId = 'audit-filter-actor';
const status = () => screen.getByRole('status').textContent;

/** The filter, with `sam` typed into it: the search settles and is sent. */
async function searchFor(among: PersonKind, { withAccounts = false } = {}) {
  const page = renderPage(<PersonFilter testId={testId} label="Actor" chosen={null} among={among} withAccounts={withAccounts} onChoose={vi.fn()} onClear={vi.fn()} />);
  await page.user.type(await screen.findByTestId(testId), 'sam');
  return page;
}

beforeAll(() => signIn({ admin: true }));

describe("a person filter's matches", () => {
  it('says it is searching until the first answer', async () => {
    answer('listUsers', never);
    await searchFor('customers');
    await waitFor(() => expect(status()).toBe('Searching…'));
    expect(screen.queryAllByTestId(`${testId}-match`)).toHaveLength(0);
  });

  it.each([
    ['customers', 'listUsers', 'No user found with that name or email.'],
    ['administrators', 'listAdministrators', 'No administrator found with that name or email.'],
  ] as const)('says when no %s match', async (among, listing, text) => {
    answer(listing, () => json(emptyPage));
    await searchFor(among);
    await waitFor(() => expect(status()).toBe(text));
  });

  it.each([
    ['customers', 'listUsers', 'The users could not be searched just now.'],
    ['administrators', 'listAdministrators', 'The administrators could not be searched just now.'],
  ] as const)('says when the %s could not be searched', async (among, listing, text) => {
    answer(listing, () => apiError(500, 'internal', 'Internal server error'));
    await searchFor(among);
    await waitFor(() => expect(status()).toBe(text));
  });

  it('lists the customers found, and their accounts when asked', async () => {
    const users = exampleAnswer('listUsers');
    users.items = users.items.map((user) => ({ ...user, firstName: 'Sam', lastName: 'Lee', email: 'sam@example.com', accounts: user.accounts.map((account) => ({ ...account, name: 'Checking', number: '••1234' })) }));
    answer('listUsers', () => json(users));
    await searchFor('customers', { withAccounts: true });
    const matches = await screen.findAllByTestId(`${testId}-match`);
    expect(matches.map((match) => [match.getAttribute('data-kind'), match.textContent])).toEqual([
      ['user', 'Sam Lee sam@example.com'],
      ...users.items[0]!.accounts.map(() => ['account', 'Checking ••1234']),
    ]);
    expect(status()).toBe('');
  });

  it('lists the administrators found', async () => {
    const administrators = exampleAnswer('listAdministrators');
    administrators.items = administrators.items.map((administrator) => ({ ...administrator, name: null, email: 'sam.admin@example.com' }));
    answer('listAdministrators', () => json(administrators));
    await searchFor('administrators');
    const [match] = await screen.findAllByTestId(`${testId}-match`);
    expect(within(match!).getByText('sam.admin@example.com')).toBeTruthy();
    expect(status()).toBe('');
  });
});
