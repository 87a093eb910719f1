import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer, exampleAnswer, failingOnce, json, never } from '../../test/components/api';
import { renderPage, signIn, signedInEmail } from '../../test/components/render';
import { AdminProfileScreen } from './admin/components/admin-profile-screen';
import { ProfileScreen } from './components/profile-screen';

const profile = () => ({ ...exampleAnswer('getMe'), email: signedInEmail, firstName: 'Pat', lastName: 'Doe', isAdmin: true });
const passwordForm = <p data-testid="password-form">the password form</p>;

beforeAll(() => signIn());

describe("the customer's profile", () => {
  const renderProfile = () => renderPage(<ProfileScreen passwordForm={passwordForm} authenticatorPanel={(email) => <p data-testid="two-step-of">{email}</p>} />);

  it('shows the form as placeholders until the first answer', async () => {
    answer('getMe', never);
    renderProfile();
    expect(await screen.findByTestId('profile-loading')).toBeTruthy();
    expect(screen.queryByTestId('password-form')).toBeNull();
  });

  it('says why nothing is shown after a failure, and tries again', async () => {
    answer('getMe', failingOnce(() => json(profile())));
    const { user } = renderProfile();
    expect((await screen.findByTestId('profile-error')).textContent).toContain('Your profile could not be loaded.');
    expect(screen.queryByTestId('password-form')).toBeNull();
    await user.click(screen.getByTestId('profile-retry'));
    expect(((await screen.findByLabelText('First name')) as HTMLInputElement).value).toBe('Pat');
  });

  it('shows the details in the form, the password, two-step sign-in and the way to the webhooks', async () => {
    answer('getMe', () => json(profile()));
    renderProfile();
    expect(((await screen.findByLabelText('Last name')) as HTMLInputElement).value).toBe('Doe');
    expect((screen.getByTestId('profile-email') as HTMLInputElement).value).toBe(signedInEmail);
    expect(screen.getByTestId('password-form')).toBeTruthy();
    expect(screen.getByTestId('two-step-of').textContent).toBe(signedInEmail);
    expect(screen.getByTestId('profile-webhooks-link').textContent).toBe('Manage webhooks');
  });
});

describe("the administrator's profile", () => {
  const renderProfile = () => renderPage(<AdminProfileScreen passwordForm={passwordForm} />);

  it('shows placeholders until the first answer, the password form at once', async () => {
    answer('getMe', never);
    renderProfile();
    expect(await screen.findByTestId('password-form')).toBeTruthy();
    expect(document.querySelector('.placeholder-glow')).not.toBeNull();
    expect(screen.queryByTestId('admin-profile-email')).toBeNull();
  });

  it('says why the account is not shown after a failure, and tries again', async () => {
    answer('getMe', failingOnce(() => json(profile())));
    const { user } = renderProfile();
    expect((await screen.findByTestId('admin-profile-account-error')).textContent).toContain('Your account could not be loaded.');
    await user.click(screen.getByTestId('admin-profile-account-retry'));
    expect((await screen.findByTestId('admin-profile-email')).textContent).toBe(signedInEmail);
  });

  it('shows who the administrator is', async () => {
    answer('getMe', () => json(profile()));
    renderProfile();
    expect((await screen.findByTestId('admin-profile-email')).textContent).toBe(signedInEmail);
    expect(screen.getByTestId('admin-profile-role').textContent).toBe('Administrator');
  });
});
