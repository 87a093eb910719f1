import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { operations } from '@sandbank/shared';
import { appUrl, createTestUser, openPage, submitSignIn, waitForPath, type TestUser } from './support/browser';
import { expireStoredTokens } from './support/stored-tokens';

const cognitoTarget = (page: Page, operation: string, matches: (body: string) => boolean = () => true) => {
  const seen: { url: string; status: number }[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.headers()['x-amz-target']?.endsWith(`.${operation}`) && matches(request.postData() ?? '')) {
      seen.push({ url: request.url(), status: response.status() });
    }
  });
  return seen;
};

async function signInToDashboard(page: Page, customer: TestUser) {
  await page.goto(appUrl('/auth'));
  await submitSignIn(page, customer.email, customer.password);
  await waitForPath(page, '/dashboard');
  await page.getByTestId('account-card-checking').waitFor();
}

const storedRefreshTokens = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('CognitoIdentityServiceProvider.') && key.endsWith('.refreshToken')));

test.describe('journey: Sign Out ends every session of the customer', () => {
  test('signs the customer out in another browser too, which is sent to /auth at its next refresh', async ({ browser }) => {
    const customer = await createTestUser({ label: 'sign-out-everywhere' });
    const laptop = await openPage(browser, 'sign-out-everywhere-laptop');
    const phone = await openPage(browser, 'sign-out-everywhere-phone');
    await signInToDashboard(laptop, customer);
    await signInToDashboard(phone, customer);

    const globalSignOuts = cognitoTarget(laptop, 'GlobalSignOut');
    // The server forgets the customer's live connections, in every browser, before the sessions end.
    const signOutSteps: string[] = [];
    laptop.on('request', (request) => {
      if (request.method() === 'DELETE' && new URL(request.url()).pathname === operations.endMyLiveConnections.path) signOutSteps.push('live connections');
      if (request.headers()['x-amz-target']?.endsWith('.GlobalSignOut')) signOutSteps.push('GlobalSignOut');
    });
    await laptop.getByTestId('user-menu-toggle').click();
    await laptop.getByTestId('user-menu-sign-out').click();
    await waitForPath(laptop, '/');
    await laptop.getByTestId('header-sign-in').waitFor();
    // Through the app's own origin, answered by the emulator layer (cognito-local lacks the call).
    await expect.poll(() => globalSignOuts).toEqual([{ url: appUrl('/cognito'), status: 200 }]);
    expect(signOutSteps).toEqual(['live connections', 'GlobalSignOut']);
    expect(await storedRefreshTokens(laptop)).toEqual([]);

    // The phone's tokens pass until they expire (at most 15 minutes); then it must refresh, and cannot.
    const refreshes = cognitoTarget(phone, 'InitiateAuth', (body) => body.includes('REFRESH_TOKEN_AUTH'));
    expect(await phone.evaluate(expireStoredTokens)).toBe(2);
    await phone.reload();
    await waitForPath(phone, '/auth');
    await phone.getByTestId('auth-panel').waitFor();
    expect(refreshes).toEqual([{ url: appUrl('/cognito'), status: 400 }]);
    expect(await storedRefreshTokens(phone)).toEqual([]);

    // Signing in again starts a session of its own.
    await submitSignIn(phone, customer.email, customer.password);
    await waitForPath(phone, '/dashboard');
  });
});
