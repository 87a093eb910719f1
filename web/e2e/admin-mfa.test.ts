import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createUser, rememberAuthenticator, testUserPool } from '@sandbank/scripts/test-harness';
import { freshCode } from '../../scripts/local/authenticator';
import { appUrl, createTestUser, openPage, submitAuthenticatorCode, submitSignIn, uniqueEmail, waitForPath } from './support/browser';
import { expireStoredTokens } from './support/stored-tokens';

/*
 * MFA for administrators in the browser: an administrator without an authenticator app sees only
 * the enrolment screen of the back office, enrols one from its QR code's secret, signs in again
 * with its code and reaches the back office; a wrong code is said to be wrong. An enrolled
 * administrator's session is never renewed: when its tokens expire, it ends.
 */

const toastTitles = (page: Page) => page.getByTestId('toast-title').allTextContents();

async function newAdministrator() {
  const administrator = { email: uniqueEmail('mfa-admin'), password: 'journey-password-1', firstName: 'Mo', lastName: 'Factor', admin: true };
  await createUser(testUserPool(), administrator, { enrol: false });
  return administrator;
}

test.describe('journey: an administrator enrols an authenticator app', () => {
  test('sees only the enrolment screen until they have, then signs in with the code and reaches the back office', async ({ page }) => {
    const administrator = await newAdministrator();
    await page.goto(appUrl('/auth'));
    await submitSignIn(page, administrator.email, administrator.password);
    await waitForPath(page, '/admin');

    await page.getByTestId('authenticator-setup').waitFor();
    await expect.poll(() => page.title()).toMatch(/^Set Up Two-Step Sign-In/);
    expect(await page.getByTestId('admin-overview').count()).toBe(0);
    expect(await page.getByRole('navigation').count()).toBe(0);
    expect(await page.getByTestId('authenticator-qr-code').getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    const secret = (await page.getByTestId('authenticator-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    // Another screen of the back office shows the same.
    await page.goto(appUrl('/admin/users'));
    await page.getByTestId('authenticator-setup').waitFor();
    const shownAgain = (await page.getByTestId('authenticator-secret').textContent()) ?? '';

    await page.getByTestId('authenticator-code').fill('000000' === (await freshCode(shownAgain)) ? '111111' : '000000');
    await page.getByTestId('authenticator-verify').click();
    await expect.poll(() => page.getByTestId('authenticator-code-error').textContent()).toMatch(/not right/);

    rememberAuthenticator(administrator.email, shownAgain);
    await page.getByTestId('authenticator-code').fill(await freshCode(shownAgain));
    await page.getByTestId('authenticator-verify').click();
    await waitForPath(page, '/auth');
    await expect.poll(() => toastTitles(page)).toContain('Authenticator app added');

    await page.getByTestId('sign-in-email').fill(administrator.email);
    await page.getByTestId('sign-in-password').fill(administrator.password);
    await page.getByTestId('sign-in-submit').click();
    await page.getByTestId('sign-in-code-form').waitFor();
    await page.getByTestId('sign-in-code').fill('12345');
    await page.getByTestId('sign-in-code-submit').click();
    await expect.poll(() => page.getByTestId('sign-in-code-error').textContent()).toBe('Enter the 6-digit code your authenticator app shows.');
    await submitAuthenticatorCode(page, administrator.email);
    // Back where the sign-in was asked for, now with the screen itself.
    await waitForPath(page, '/admin/users');
    await page.locator('[data-testid="users-table"], [data-testid="users-empty"]').first().waitFor();
    await page.goto(appUrl('/admin'));
    await expect.poll(() => page.getByTestId('admin-overview-title').textContent()).toBe('Admin overview');
  });

  test('fits a 375 px phone', async ({ browser }) => {
    const administrator = await newAdministrator();
    const phone = await openPage(browser, 'admin-mfa-phone', { width: 375, height: 812 });
    await phone.goto(appUrl('/auth'));
    await submitSignIn(phone, administrator.email, administrator.password);
    await phone.getByTestId('authenticator-setup').waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test.describe('journey: an enrolled administrator’s session ends with its tokens', () => {
  test('is not renewed: the pool refuses the refresh, the tokens are forgotten and the sign-in page says the session ended', async ({ page }) => {
    const administrator = await createTestUser({ label: 'mfa-admin-expiry', admin: true });
    await page.goto(appUrl('/auth'));
    await submitSignIn(page, administrator.email, administrator.password);
    await waitForPath(page, '/admin');
    await page.getByTestId('admin-overview').waitFor();

    const refreshes: number[] = [];
    page.on('response', (response) => {
      const request = response.request();
      if (request.headers()['x-amz-target']?.endsWith('.InitiateAuth') && request.postData()?.includes('REFRESH_TOKEN_AUTH')) refreshes.push(response.status());
    });
    // As if the page had stayed open past the 15 minutes of its access token.
    expect(await page.evaluate(expireStoredTokens)).toBe(2);
    await page.reload();
    await waitForPath(page, '/auth');
    await expect.poll(() => page.getByTestId('session-ended-notice').textContent()).toContain('Your session has ended.');
    // Refused, every time the page tried (the session's first read and a call may each try once).
    expect(refreshes.length).toBeGreaterThan(0);
    expect(refreshes.filter((status) => status !== 400)).toEqual([]);
    const storedTokens = () => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('CognitoIdentityServiceProvider.') && /\.(accessToken|refreshToken)$/.test(key)));
    await expect.poll(storedTokens).toEqual([]);

    // Back with the password and a new code.
    await submitSignIn(page, administrator.email, administrator.password);
    await waitForPath(page, '/admin');
    await page.getByTestId('admin-overview').waitFor();
  });
});

test.describe('journey: a customer turns on two-step sign-in from their profile', () => {
  test('enrols an app on /profile, and the next sign-in asks for its code', async ({ page }) => {
    const customer = await createTestUser({ label: 'mfa-customer' });
    await page.goto(appUrl('/auth'));
    await submitSignIn(page, customer.email, customer.password);
    await waitForPath(page, '/dashboard');
    await page.goto(appUrl('/profile'));
    await page.getByTestId('authenticator-panel-open').click();
    await page.getByTestId('authenticator-panel-set-up').click();
    const secret = (await page.getByTestId('authenticator-secret').textContent()) ?? '';
    rememberAuthenticator(customer.email, secret);
    await page.getByTestId('authenticator-code').fill(await freshCode(secret));
    await page.getByTestId('authenticator-verify').click();
    await page.getByTestId('authenticator-panel-turned-on').waitFor();

    await page.getByTestId('user-menu-toggle').click();
    await page.getByTestId('user-menu-sign-out').click();
    await waitForPath(page, '/');
    // Signed out once the public header says so (Sign Out leaves for home first, then ends the session).
    await page.getByTestId('header-sign-in').waitFor();
    await page.goto(appUrl('/auth'));
    await page.getByTestId('sign-in-email').fill(customer.email);
    await page.getByTestId('sign-in-password').fill(customer.password);
    await page.getByTestId('sign-in-submit').click();
    await page.getByTestId('sign-in-code-form').waitFor();
    await submitAuthenticatorCode(page, customer.email);
    await waitForPath(page, '/dashboard');
  });
});
