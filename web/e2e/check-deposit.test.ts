import { randomInt } from 'node:crypto';
import { parseAmountToCents } from '@sandbank/shared';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { callApi, signIn as signInToPool, testUserPool } from '@sandbank/scripts/test-harness';
import { newAccountHolder } from '@sandbank/scripts/test-harness/wire-journeys';
import { appUrl, createTestUser, openPage, submitSignIn, waitForPath, type TestUser } from './support/browser';
import { newPendingCheck } from './support/pending-requests';

/*
 * Check deposits end to end: a customer deposits two checks in the browser, an administrator
 * approves one (the balance rises once, by its amount) and rejects the other with the default
 * reason (nothing moves), and the customer sees both outcomes.
 */

/** Server round trips through functions that may be starting cold. */
const eventually = { timeout: 20_000 };
const centsOf = (text: string | null) => parseAmountToCents((text ?? '').replace(/[$\s]/g, '')) ?? Number.NaN;
const toastTitles = (page: Page) => page.getByTestId('toast-title').allTextContents();
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
const freshCheckNumber = () => String(randomInt(1, 2 ** 47));

async function signedIn(browser: Browser, user: TestUser, landing: string, name: string, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await openPage(browser, name, viewport);
  await page.goto(appUrl('/auth'));
  await submitSignIn(page, user.email, user.password);
  await waitForPath(page, landing);
  return page;
}

async function fillCheck(page: Page, check: { amount: string; checkNumber: string; routingNumber: string }) {
  await page.getByTestId('check-deposit-amount').fill(check.amount);
  await page.getByTestId('check-deposit-number').fill(check.checkNumber);
  await page.getByTestId('check-deposit-bank').fill('First Sandbox Bank');
  await page.getByTestId('check-deposit-routing').fill(check.routingNumber);
  await page.getByTestId('check-deposit-account-number').fill('000123456789');
}

test.describe('journey: check deposits', () => {
  test('a customer deposits two checks; the approved one credits the balance once, the rejected one moves nothing', async ({ browser }) => {
    const customer = await createTestUser({ label: 'check-customer' });
    const page = await signedIn(browser, customer, '/dashboard', 'check-deposit-customer');
    const balance = page.getByTestId('account-card-checking-balance');
    await balance.waitFor();
    const before = centsOf(await balance.textContent());

    await page.getByTestId('quick-action-deposit-check').click();
    await waitForPath(page, '/check-deposit');
    await expect.poll(() => page.title(), eventually).toMatch(/^Deposit Check · /);
    expect(await page.getByTestId('check-deposit-limit').textContent()).toBe('Up to $25,000.00 per check.');
    await expect.poll(() => page.getByTestId('my-checks-empty').textContent(), eventually).toBe('No check deposits yet');

    // Mistakes are shown under their fields before anything is sent.
    const approvedNumber = freshCheckNumber();
    await fillCheck(page, { amount: '25000.01', checkNumber: approvedNumber, routingNumber: '011000016' });
    await page.getByTestId('check-deposit-submit').click();
    await expect.poll(() => page.getByTestId('check-deposit-routing-error').textContent()).toBe('This is not a valid routing number (check digit mismatch)');
    expect(await page.getByTestId('check-deposit-amount-error').textContent()).toBe('The most one check can deposit is $25,000.00');

    await fillCheck(page, { amount: '1234.56', checkNumber: approvedNumber, routingNumber: '011000015' });
    await page.getByTestId('check-deposit-submit').click();
    await expect.poll(() => toastTitles(page), eventually).toContain('Check Deposit Submitted');
    await expect.poll(() => page.getByTestId('toast-message').allTextContents(), eventually).toContain('Check deposit submitted successfully! It will be reviewed by an administrator.');
    await waitForPath(page, '/dashboard');
    await expect.poll(async () => centsOf(await balance.textContent()), eventually).toBe(before);

    // The second check; the same check again is refused under its number, said once (no toast).
    await page.goto(appUrl('/check-deposit'));
    const rejectedNumber = freshCheckNumber();
    await fillCheck(page, { amount: '50', checkNumber: approvedNumber, routingNumber: '011000015' });
    await page.getByTestId('check-deposit-submit').click();
    await expect
      .poll(() => page.getByTestId('check-deposit-number-error').textContent(), eventually)
      .toBe('This check has already been deposited (same routing number, account number and check number)');
    expect(await page.getByTestId('toast').count()).toBe(0);
    await page.getByTestId('check-deposit-number').fill(rejectedNumber);
    await page.getByTestId('check-deposit-submit').click();
    await waitForPath(page, '/dashboard');
    await page.goto(appUrl('/check-deposit'));
    await expect.poll(() => page.getByTestId('my-check').count(), eventually).toBe(2);
    expect(await page.getByTestId('my-check-status').allTextContents()).toEqual(['Pending', 'Pending']);

    // The back office decides.
    const admin = await createTestUser({ label: 'check-admin', admin: true });
    const office = await signedIn(browser, admin, '/admin', 'check-deposit-admin', { width: 1366, height: 768 });
    await office.goto(appUrl('/admin/checks'));
    await expect.poll(() => office.title(), eventually).toMatch(/^Checks · /);
    await expect.poll(() => office.getByTestId('checks-tab-pending').textContent(), eventually).toMatch(/^Pending Approvals \(\d+\)$/);
    expect(await office.getByTestId('checks-tab-all').textContent()).toMatch(/^All Check Deposits \(\d+\)$/);
    const cardOf = (checkNumber: string) => office.getByTestId('check-card').filter({ hasText: customer.email }).filter({ hasText: checkNumber });
    await cardOf(approvedNumber).waitFor();
    expect(await cardOf(approvedNumber).getByTestId('check-card-amount').textContent()).toBe('$1,234.56');

    // Approving asks first, naming the amount and the customer.
    await cardOf(approvedNumber).getByTestId('check-approve').click();
    const confirm = office.getByTestId('approve-check-dialog');
    await expect.poll(() => confirm.getByTestId('approve-check-dialog-question').textContent()).toBe(`Approve check deposit of $1,234.56 from ${customer.email}?`);
    await confirm.getByTestId('approve-check-dialog-submit').click();
    await expect.poll(() => toastTitles(office), eventually).toContain('Check deposit approved and balance updated');
    await expect.poll(() => cardOf(approvedNumber).count(), eventually).toBe(0);

    await cardOf(rejectedNumber).getByTestId('check-reject').click();
    const dialog = office.getByTestId('reject-check-dialog');
    expect(await dialog.getByTestId('reject-check-reason').inputValue()).toBe('Invalid check information');
    await dialog.getByTestId('reject-check-dialog-submit').click();
    await expect.poll(() => toastTitles(office), eventually).toContain('Check deposit rejected');
    await expect.poll(() => cardOf(rejectedNumber).count(), eventually).toBe(0);

    await office.getByTestId('checks-tab-all').click();
    await expect.poll(() => cardOf(approvedNumber).getAttribute('data-status'), eventually).toBe('approved');
    expect(await cardOf(rejectedNumber).getAttribute('data-status')).toBe('rejected');
    expect(await cardOf(rejectedNumber).getByTestId('check-approve').count()).toBe(0);
    expect(await cardOf(rejectedNumber).textContent()).toContain('Invalid check information');

    // The customer's balance rose once, by the approved amount; the deposit carries the check number.
    await page.goto(appUrl('/dashboard'));
    await expect.poll(async () => centsOf(await balance.textContent()), eventually).toBe(before + 123_456);
    const deposit = page.getByTestId('transaction-description').filter({ hasText: `Check deposit - ${approvedNumber}` });
    await expect.poll(() => deposit.count(), eventually).toBe(1);
    await deposit.click();
    await expect.poll(() => page.getByTestId('transaction-details-reference').textContent()).toBe(approvedNumber);
    expect(await page.getByTestId('transaction-details-amount').textContent()).toContain('1,234.56');
    await page.getByTestId('transaction-details-close').click();

    await page.goto(appUrl('/check-deposit'));
    await expect.poll(() => page.getByTestId('my-check-status').allTextContents(), eventually).toEqual(['Rejected', 'Approved']);
    expect(await page.getByTestId('my-check-reason').textContent()).toBe('Rejected: Invalid check information');

    // Both decisions were told to the customer.
    const tokens = await signInToPool(testUserPool(), customer.email, customer.password);
    const notifications = await callApi('listMyNotifications', { token: tokens.accessToken, query: { limit: '10' } });
    expect(notifications.body.items.map((item: { title: string }) => item.title)).toEqual(['Check deposit rejected', 'Check deposit approved']);
  });

  test('fits a 375 px phone: /check-deposit for a customer, /admin/checks for an administrator', async ({ browser }) => {
    const customer = await createTestUser({ label: 'check-phone' });
    const phone = await signedIn(browser, customer, '/dashboard', 'check-deposit-phone', { width: 375, height: 812 });
    await phone.goto(appUrl('/check-deposit'));
    await phone.getByTestId('check-deposit-form').waitFor();
    await phone.getByTestId('my-checks-empty').waitFor();
    expect(await pageWidth(phone)).toBeLessThanOrEqual(375);

    const admin = await createTestUser({ label: 'check-admin-phone', admin: true });
    const adminPhone = await signedIn(browser, admin, '/admin', 'admin-checks-phone', { width: 375, height: 812 });
    await adminPhone.goto(appUrl('/admin/checks'));
    await expect.poll(() => adminPhone.getByTestId('checks-tab-pending').textContent(), eventually).toMatch(/\(\d+\)$/);
    expect(await pageWidth(adminPhone)).toBeLessThanOrEqual(375);

    // Approve asks first on a phone too, naming the amount; cancelled, the check stays pending.
    const holder = await newAccountHolder();
    const pending = await newPendingCheck(holder);
    await adminPhone.reload();
    const card = adminPhone.locator(`[data-testid="check-card"][data-check-id="${pending.id}"]`);
    await card.getByTestId('check-approve').click();
    const confirm = adminPhone.getByTestId('approve-check-dialog');
    await expect.poll(() => confirm.getByTestId('approve-check-dialog-question').textContent(), eventually).toMatch(/^Approve check deposit of \$42\.00 from .+@.+\?$/);
    expect(await pageWidth(adminPhone)).toBeLessThanOrEqual(375);
    await confirm.getByTestId('approve-check-dialog-cancel').click();
    await expect.poll(() => confirm.count()).toBe(0);
    expect(await card.getAttribute('data-status')).toBe('pending');
  });
});
