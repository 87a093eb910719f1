import { describe, expect, it } from 'vitest';
import { appUrl, useBrowser, openPage, uniqueEmail, waitForPath } from './support/browser';

describe('journey: a new customer signs up', () => {
  const browser = useBrowser();

  it('signs up, confirms with the emailed code and sees three funded accounts', async () => {
    const page = await openPage(browser(), 'sign-up');
    const email = uniqueEmail('sign-up');

    await page.goto(appUrl('/auth'));
    await page.getByTestId('auth-tab-sign-up').click();
    await page.getByTestId('sign-up-first-name').fill('Ada');
    await page.getByTestId('sign-up-last-name').fill('Lovelace');
    await page.getByTestId('sign-up-email').fill(email);
    await page.getByTestId('sign-up-password').fill('analytical-engine');
    expect(await page.getByTestId('sign-up-password-policy').textContent()).toContain('At least 8 characters');
    await page.getByTestId('sign-up-submit').click();

    // The stack fixes every confirmation code to 123456.
    await expect.poll(() => page.getByTestId('confirm-sign-up-email').textContent()).toBe(email);
    await page.getByTestId('confirm-sign-up-code').fill('123456');
    await page.getByTestId('confirm-sign-up-submit').click();

    await waitForPath(page, '/dashboard');
    // A new customer's first page opens their accounts (one transaction of 14 items) while the
    // handlers load for the first time: seconds, not one, on a busy machine.
    await expect.poll(() => page.getByTestId('dashboard-greeting').textContent(), { timeout: 10_000 }).toBe('Welcome back, Ada Lovelace!');
    const balance = (type: string) => page.getByTestId(`account-card-${type}-balance`).textContent();
    await expect.poll(() => balance('checking')).toBe('$12,847.52');
    await expect.poll(() => balance('savings')).toBe('$45,231.89');
    await expect.poll(() => balance('investment')).toBe('$78,945.12');
    await expect.poll(() => page.getByTestId('summary-total-balance').textContent()).toBe('$137,024.53');
    expect(await page.getByTestId('account-card-checking-number').textContent()).toMatch(/^•••• \d{4}$/);

    // Every page is visibly a sandbox.
    expect(await page.getByTestId('sandbox-ribbon').textContent()).toBe('Sandbox bank — demo data, no real money');
    expect(await page.getByTestId('footer-disclaimer').textContent()).toBe(
      'Sandbank is a demonstration and not a licensed financial institution.',
    );
  });
});
