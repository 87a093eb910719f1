import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { callApi, createUser, signIn, testStack, testUserPool, waitForPoolCode } from '@sandbank/scripts/test-harness';
import { appUrl, openPage, submitSignIn, uniqueEmail, waitForPath } from './support/browser';
import { expireStoredTokens } from './support/stored-tokens';

/*
 * A way back in: a forgotten password reset with the code the user pool mails (read from the local
 * mailbox, as a person reads their email), and the sign-in page saying why it shows after the bank
 * reset the customer's password and their session ended. Each at 1366 px and at 375 px.
 */

const desktop = { width: 1366, height: 768 };
const phone = { width: 375, height: 812 };
const sesUrl = () => testStack().urls.ses;
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function newCustomer(label: string) {
  const customer = { email: uniqueEmail(label), password: 'journey-password-1', firstName: 'Jo', lastName: 'Tester' };
  const { userId } = await createUser(testUserPool(), customer);
  return { ...customer, userId };
}

const signInOutcome = (email: string, password: string) =>
  signIn(testUserPool(), email, password).then(
    () => 'signed in',
    (error: Error) => error.name,
  );

/** From the sign-in tab to the code step: the email typed there is kept; returns the code mailed. */
async function askForCode(page: Page, email: string): Promise<string> {
  await page.goto(appUrl('/auth'));
  await page.getByTestId('sign-in-email').fill(email);
  await page.getByTestId('sign-in-forgot-password').click();
  expect(await page.getByTestId('forgot-password-email').inputValue()).toBe(email);
  const since = Date.now();
  await page.getByTestId('forgot-password-send').click();
  await expect.poll(() => page.getByTestId('forgot-password-sent-to').textContent()).toBe(email);
  return waitForPoolCode(sesUrl(), email, { sinceMs: since });
}

async function chooseNewPassword(page: Page, code: string, password: string): Promise<void> {
  await page.getByTestId('forgot-password-code').fill(code);
  await page.getByTestId('forgot-password-new').fill(password);
  await page.getByTestId('forgot-password-confirm').fill(password);
  await page.getByTestId('forgot-password-submit').click();
}

test.describe('journey: a way back in', () => {
  test('resets a forgotten password with the code from the mailbox and signs in with the new one, at 1366 px', async ({ browser }) => {
    const customer = await newCustomer('forgot-desktop');
    const page = await openPage(browser, 'forgot-password-desktop', desktop);
    const code = await askForCode(page, customer.email);

    await chooseNewPassword(page, code, 'a fresh passphrase');
    await waitForPath(page, '/dashboard');
    await expect.poll(() => page.getByTestId('dashboard-greeting').textContent(), { timeout: 10_000 }).toBe('Welcome back, Jo Tester!');
    expect(await signInOutcome(customer.email, customer.password)).toBe('NotAuthorizedException');
    expect(await signInOutcome(customer.email, 'a fresh passphrase')).toBe('signed in');
  });

  test('refuses a wrong code under its field and takes the right one, at 375 px', async ({ browser }) => {
    const customer = await newCustomer('forgot-phone');
    const page = await openPage(browser, 'forgot-password-phone', phone);
    const code = await askForCode(page, customer.email);
    expect(await pageWidth(page)).toBeLessThanOrEqual(phone.width);

    await chooseNewPassword(page, code === '000000' ? '111111' : '000000', 'a fresh passphrase');
    await expect.poll(() => page.getByTestId('forgot-password-code-error').textContent()).toBe(
      'That code is not right. Check the email, or send a new code.',
    );
    expect(await signInOutcome(customer.email, customer.password)).toBe('signed in');

    await chooseNewPassword(page, code, 'a fresh passphrase');
    await waitForPath(page, '/dashboard');
    expect(await signInOutcome(customer.email, 'a fresh passphrase')).toBe('signed in');
  });

  test('tells a customer signed out by a password reset why they are asked to sign in, at 1366 px and 375 px', async ({ browser }) => {
    const administrator = { email: uniqueEmail('recovery-admin'), password: 'journey-password-1', admin: true };
    await createUser(testUserPool(), administrator);
    const { accessToken: adminToken } = await signIn(testUserPool(), administrator.email, administrator.password);

    for (const [name, viewport] of [
      ['reset-notice-desktop', desktop],
      ['reset-notice-phone', phone],
    ] as const) {
      const customer = await newCustomer(name);
      const page = await openPage(browser, name, viewport);
      await page.goto(appUrl('/auth'));
      await submitSignIn(page, customer.email, customer.password);
      await waitForPath(page, '/dashboard');
      await page.getByTestId('account-card-checking').waitFor();

      const newPassword = `reset-${randomUUID()}`;
      const reset = await callApi('resetUserPassword', { token: adminToken, params: { userId: customer.userId }, body: { password: newPassword } });
      expect(reset.status).toBe(200);

      // The page's tokens pass until they expire (at most 15 minutes); then the refresh is refused.
      expect(await page.evaluate(expireStoredTokens)).toBe(2);
      await page.reload();
      await waitForPath(page, '/auth');
      await expect.poll(() => page.getByTestId('session-ended-notice').textContent()).toContain('Your session has ended.');
      expect(await page.getByTestId('session-ended-notice').textContent()).toContain('If the bank has reset your password');
      expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);

      await submitSignIn(page, customer.email, newPassword);
      await waitForPath(page, '/dashboard');
      await page.getByTestId('account-card-checking').waitFor();
      // Said once: signing out oneself and coming back to sign in says nothing.
      await page.getByTestId('user-menu-toggle').click();
      await page.getByTestId('user-menu-sign-out').click();
      await waitForPath(page, '/');
      // Signed out once the header says so (Sign Out leaves for home first, then ends the session).
      await page.getByTestId('header-sign-in').waitFor();
      await page.goto(appUrl('/auth'));
      await page.getByTestId('sign-in-form').waitFor();
      expect(await page.getByTestId('session-ended-notice').count()).toBe(0);
    }
  });
});
