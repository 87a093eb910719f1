import { describe, expect, it } from 'vitest';
import { appUrl, createTestUser, useBrowser, openPage, submitSignIn, waitForPath } from './support/browser';

describe('journey: a protected page remembers the visitor', () => {
  const browser = useBrowser();

  it('sends a signed-out visitor of /transactions to /auth and back after signing in', async () => {
    const customer = await createTestUser({ label: 'return-path' });
    const page = await openPage(browser(), 'return-after-sign-in');

    await page.goto(appUrl('/transactions'));
    await waitForPath(page, '/auth');
    await submitSignIn(page, customer.email, customer.password);

    await waitForPath(page, '/transactions');
    // The opening balances and the four sample entries of a new customer. Their first requests open
    // the accounts, which takes more than the default second of polling on a busy machine.
    await expect.poll(() => page.locator('[data-testid^="transaction-row-"]').count(), { timeout: 15_000 }).toBe(7);

    await page.locator('[data-testid^="transaction-row-"]').first().click();
    await page.getByTestId('transaction-details-dialog').waitFor();
    expect(await page.getByTestId('transaction-status-badge').last().textContent()).toBe('Completed');
  });
});
