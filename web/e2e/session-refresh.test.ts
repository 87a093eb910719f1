import { expect, test } from './support/test';
import { appUrl, createTestUser, submitSignIn, waitForPath } from './support/browser';
import { expireStoredTokens } from './support/stored-tokens';

test.describe('journey: an expired session is refreshed', () => {
  test('refreshes the tokens with the refresh token and keeps the customer signed in', async ({ page }) => {
    const customer = await createTestUser({ label: 'refresh' });
    await page.goto(appUrl('/auth'));
    await submitSignIn(page, customer.email, customer.password);
    await waitForPath(page, '/dashboard');
    await page.getByTestId('account-card-checking').waitFor();

    const refreshCalls: string[] = [];
    page.on('request', (request) => {
      const target = request.headers()['x-amz-target'];
      if (target?.endsWith('.InitiateAuth') && request.postData()?.includes('REFRESH_TOKEN_AUTH')) refreshCalls.push(target);
    });
    expect(await page.evaluate(expireStoredTokens)).toBe(2);

    await page.reload();
    await page.getByTestId('account-card-checking').waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect(refreshCalls.length).toBeGreaterThan(0);
  });
});
