import { describe, expect, it } from 'vitest';
import { appUrl, createTestUser, useBrowser, openPage, submitSignIn, waitForPath } from './support/browser';

/** Rewrites the `exp` claim of every stored Cognito token to a minute ago (signatures are left as they are). */
function expireStoredTokens(): number {
  const toBase64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const fromBase64Url = (text: string) => atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  let expired = 0;
  for (let index = 0; index < localStorage.length; index += 1) {
    const key = localStorage.key(index);
    if (!key?.startsWith('CognitoIdentityServiceProvider.') || !/\.(accessToken|idToken)$/.test(key)) continue;
    const [header, payload, signature] = (localStorage.getItem(key) ?? '').split('.');
    if (!header || !payload || signature === undefined) continue;
    const claims = JSON.parse(fromBase64Url(payload)) as { exp: number };
    claims.exp = Math.floor(Date.now() / 1000) - 60;
    localStorage.setItem(key, [header, toBase64Url(JSON.stringify(claims)), signature].join('.'));
    expired += 1;
  }
  return expired;
}

describe('journey: an expired session is refreshed', () => {
  const browser = useBrowser();

  it('refreshes the tokens with the refresh token and keeps the customer signed in', async () => {
    const customer = await createTestUser({ label: 'refresh' });
    const page = await openPage(browser(), 'session-refresh');

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
