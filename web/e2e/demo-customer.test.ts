import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiMessages } from '@sandbank/shared';
import type { Page } from '@playwright/test';
import { testStack } from '@sandbank/scripts/test-harness';
import { expect, test } from './support/test';
import { demoLogins, seedDemoUsers } from '../../scripts/local/demo-logins';
import { appUrl, createTestUser, openPage, submitSignIn, waitForPath } from './support/browser';

/*
 * The demo customer `npm start` prints (its seeding, scripts/local/demo-logins.ts, run on this
 * stack as npm start runs it): another customer can send them money at once, before they have
 * ever signed in; someone who never signed in is refused with a message that says what to do.
 */

async function signInTo(page: Page, email: string, password: string): Promise<void> {
  await page.goto(appUrl('/auth'));
  await submitSignIn(page, email, password);
  await waitForPath(page, '/dashboard');
  await page.getByTestId('account-card-checking-balance').waitFor();
}

async function sendTo(page: Page, toEmail: string, amount: string): Promise<void> {
  const checkingId = await page.getByTestId('account-card-checking').getAttribute('data-account-id');
  await page.goto(appUrl('/internal-transfer'));
  await page.getByTestId('internal-transfer-from').selectOption(checkingId ?? '');
  await page.getByTestId('internal-transfer-to-email').fill(toEmail);
  await page.getByTestId('internal-transfer-amount').fill(amount);
  await page.getByTestId('internal-transfer-submit').click();
}

test.describe('journey: the demo customer', () => {
  test('receives a transfer right after npm start, and sees it at 375 px', async ({ browser }) => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'sandbank-demo-journey-'));
    try {
      const logins = await seedDemoUsers(testStack(), await demoLogins(dataDir), dataDir);
      const [sender, neverSignedIn] = await Promise.all([createTestUser({ label: 'demo-sender' }), createTestUser({ label: 'never-signed-in' })]);

      const desktop = await openPage(browser, 'demo-customer-sender', { width: 1366, height: 768 });
      await signInTo(desktop, sender.email, sender.password);

      // Someone who never signed in cannot receive yet; the answer says what to do, not who exists.
      await sendTo(desktop, neverSignedIn.email, '25.00');
      await expect.poll(() => desktop.getByTestId('internal-transfer-to-email-error').textContent()).toBe(apiMessages.unknownRecipient);
      expect(apiMessages.unknownRecipient).not.toMatch(/no customer|not found|does not exist/i);

      await desktop.goto(appUrl('/dashboard'));
      await desktop.getByTestId('account-card-checking-balance').waitFor();
      await sendTo(desktop, logins.customer.email, '25.00');
      await waitForPath(desktop, '/dashboard');

      const phone = await openPage(browser, 'demo-customer-phone', { width: 375, height: 812 });
      await signInTo(phone, logins.customer.email, logins.customer.password);
      const received = phone.getByTestId('recent-transactions').locator('[data-testid^="transaction-row-"]').first();
      await expect.poll(() => received.getByTestId('transaction-description').textContent()).toBe(`Transfer from ${sender.email}`);
      expect(await received.getByTestId('transaction-amount').textContent()).toBe('+$25.00');
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
