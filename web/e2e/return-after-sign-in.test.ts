import { expect, test } from './support/test';
import { appUrl, createTestUser, submitSignIn, waitForPath } from './support/browser';

test.describe('journey: a protected page remembers the visitor', () => {
  test('sends a signed-out visitor of /transactions to /auth and back after signing in', async ({ page }) => {
    const customer = await createTestUser({ label: 'return-path' });
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
