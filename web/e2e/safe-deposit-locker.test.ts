import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { appUrl, createTestUser, openPage, submitSignIn, waitForPath, type TestUser } from './support/browser';

/*
 * The safe deposit locker, both sides: a customer stores two items; an administrator approves one
 * and rejects the other with a reason; the customer's summary and list show the decisions; the
 * administrator adds an item for the customer and deletes it. Every page state is audited for
 * accessibility (support/accessibility.ts), at 375 px too.
 */

async function signInAt(page: Page, user: Pick<TestUser, 'email' | 'password'>, landing: string) {
  await page.goto(appUrl('/auth'));
  await submitSignIn(page, user.email, user.password);
  await waitForPath(page, landing);
}

const toastTexts = (page: Page) => page.locator('[data-testid="toast-title"], [data-testid="toast-message"]').allTextContents();
const summaryOf = async (page: Page) =>
  Object.fromEntries(
    await Promise.all(
      ['total', 'approved', 'pending', 'rejected', 'value'].map(async (key) => [key, (await page.getByTestId(`locker-summary-${key}`).textContent())?.trim()]),
    ),
  );
/** The row of an item, by its exact name, inside `scope` (a part of `page`, or the page). */
const itemRow = (page: Page, name: string, scope: Locator | Page = page) =>
  scope.getByTestId('locker-item').filter({ has: page.getByTestId('locker-item-name').getByText(name, { exact: true }) });
/** Long enough for a function's first call in the local stack (it loads its code then). */
const eventually = { timeout: 15_000 };
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function addItem(page: Page, dialog: string, item: { name: string; value: string; description?: string }) {
  await page.getByTestId(`${dialog}-name`).fill(item.name);
  await page.getByTestId(`${dialog}-value`).fill(item.value);
  if (item.description) await page.getByTestId(`${dialog}-description`).fill(item.description);
  await page.getByTestId(`${dialog}-submit`).click();
}

test.describe('journey: safe deposit locker', () => {
  test('a customer stores two items; the back office approves one, rejects the other with a reason, adds and deletes one for them', async ({ browser }) => {
    const customer = await createTestUser({ label: 'locker-customer' });
    const admin = await createTestUser({ label: 'locker-admin', admin: true });

    // The customer finds the locker from the dashboard, empty.
    const page = await openPage(browser, 'locker-customer');
    await signInAt(page, customer, '/dashboard');
    await page.getByTestId('quick-action-safe-deposit-locker').click();
    await waitForPath(page, '/safe-deposit-locker');
    await expect.poll(() => page.title(), eventually).toMatch(/^Safe Deposit Locker/);
    await expect.poll(() => page.getByTestId('locker-empty').textContent(), eventually).toContain('Your Safe Deposit Locker is Empty');

    // Add Your First Item: the shared rules mark each field before anything is sent.
    await page.getByTestId('locker-add-first').click();
    await page.getByTestId('locker-add-dialog-submit').click();
    await expect.poll(() => page.getByTestId('locker-add-dialog-name-error').textContent(), eventually).toBe('Item name is required');
    expect(await page.getByTestId('locker-add-dialog-value-error').textContent()).toBe('Please enter a valid positive amount');
    expect(await page.getByTestId('locker-add-dialog-value').getAttribute('step')).toBe('0.01');
    await addItem(page, 'locker-add-dialog', { name: 'Gold watch', value: '1250.50', description: 'Swiss, 1968' });
    await expect.poll(() => toastTexts(page), eventually).toEqual(expect.arrayContaining(['Item Added', 'Your item has been safely stored in the locker']));
    await page.getByTestId('locker-add-dialog').waitFor({ state: 'detached' });

    await page.getByTestId('locker-add').click();
    await addItem(page, 'locker-add-dialog', { name: 'Oil painting', value: '3000' });
    await expect.poll(() => page.getByTestId('locker-item').count(), eventually).toBe(2);
    expect(await summaryOf(page)).toEqual({ total: '2', approved: '0', pending: '2', rejected: '0', value: '$4,250.50' });
    expect(await itemRow(page, 'Gold watch').getByTestId('locker-item-status').textContent()).toBe('Pending');

    // The back office: both wait among the pending approvals.
    const adminPage = await openPage(browser, 'locker-admin');
    await signInAt(adminPage, admin, '/admin');
    await adminPage.goto(appUrl('/admin/safe-locker'));
    await expect.poll(() => adminPage.title(), eventually).toMatch(/^Safe Locker/);
    await expect.poll(() => adminPage.getByTestId('safe-locker-tab-pending').textContent(), eventually).toMatch(/^Pending Approvals \(\d+\)$/);
    const queue = adminPage.getByTestId('locker-queue');
    const watchInQueue = itemRow(adminPage, 'Gold watch', queue).filter({ hasText: customer.email });
    const paintingInQueue = itemRow(adminPage, 'Oil painting', queue).filter({ hasText: customer.email });
    await watchInQueue.waitFor();
    await watchInQueue.getByTestId('locker-item-approve').click();
    await expect.poll(() => watchInQueue.count(), eventually).toBe(0);

    // Reject asks for the reason: cancelled or blank, nothing is rejected.
    await paintingInQueue.getByTestId('locker-item-reject').click();
    await adminPage.getByTestId('locker-reject-dialog-cancel').click();
    await adminPage.getByTestId('locker-reject-dialog').waitFor({ state: 'detached' });
    await paintingInQueue.getByTestId('locker-item-reject').click();
    expect(await adminPage.getByText('Enter rejection reason:').count()).toBe(1);
    await adminPage.getByTestId('locker-reject-dialog-submit').click();
    await expect.poll(() => adminPage.getByTestId('locker-reject-reason-error').textContent(), eventually).toBe('A rejection reason is required');
    expect(await paintingInQueue.count()).toBe(1);
    await adminPage.getByTestId('locker-reject-reason').fill('Provenance not documented');
    await adminPage.getByTestId('locker-reject-dialog-submit').click();
    await expect.poll(() => paintingInQueue.count(), eventually).toBe(0);

    // The customer sees both decisions.
    await page.reload();
    await expect.poll(() => summaryOf(page), eventually).toEqual({ total: '2', approved: '1', pending: '0', rejected: '1', value: '$4,250.50' });
    expect(await itemRow(page, 'Gold watch').getByTestId('locker-item-status').textContent()).toBe('Approved');
    expect(await itemRow(page, 'Oil painting').getByTestId('locker-item-reason').textContent()).toBe('Rejected: Provenance not documented');

    // User Management: find the customer, add an item for them (approved at once), then delete it.
    await adminPage.getByTestId('safe-locker-tab-users').click();
    await adminPage.getByTestId('user-picker-search').fill(customer.email);
    const customerEntry = adminPage.getByTestId('user-picker-user').filter({ hasText: customer.email });
    await customerEntry.click();
    const panel = adminPage.getByTestId('user-locker');
    await expect.poll(() => panel.getByTestId('locker-item').count(), eventually).toBe(2);
    await panel.getByTestId('user-locker-add').click();
    await addItem(adminPage, 'user-locker-add-dialog', { name: 'Passport', value: '1' });
    const passport = itemRow(adminPage, 'Passport', panel);
    await expect.poll(() => passport.getByTestId('locker-item-status').textContent(), eventually).toBe('Approved');
    await page.reload();
    await expect.poll(() => page.getByTestId('locker-summary-total').textContent(), eventually).toBe('3');

    await passport.getByTestId('locker-item-delete').click();
    await expect.poll(() => adminPage.getByTestId('locker-delete-dialog').textContent(), eventually).toContain('Are you sure you want to delete this item?');
    await adminPage.getByTestId('locker-delete-dialog-submit').click();
    await expect.poll(() => passport.count(), eventually).toBe(0);
    expect(await panel.getByTestId('locker-item').count()).toBe(2);
    await page.reload();
    await expect.poll(() => summaryOf(page), eventually).toEqual({ total: '2', approved: '1', pending: '0', rejected: '1', value: '$4,250.50' });
  });

  test('fits a 375 px phone: /safe-deposit-locker for a customer, /admin/safe-locker for an administrator', async ({ browser }) => {
    const customer = await createTestUser({ label: 'locker-phone' });
    const phone = await openPage(browser, 'locker-phone', { width: 375, height: 812 });
    await signInAt(phone, customer, '/dashboard');
    await phone.goto(appUrl('/safe-deposit-locker'));
    await phone.getByTestId('locker-add-first').click();
    await addItem(phone, 'locker-add-dialog', { name: 'A rather long item name that has to wrap on a small phone screen', value: '99999.99' });
    await phone.getByTestId('locker-summary').waitFor();
    expect(await pageWidth(phone)).toBeLessThanOrEqual(375);

    const admin = await createTestUser({ label: 'locker-admin-phone', admin: true });
    const adminPhone = await openPage(browser, 'locker-admin-phone', { width: 375, height: 812 });
    await signInAt(adminPhone, admin, '/admin');
    await adminPhone.goto(appUrl('/admin/safe-locker'));
    await adminPhone.getByTestId('locker-queue').getByTestId('locker-item').first().waitFor();
    expect(await pageWidth(adminPhone)).toBeLessThanOrEqual(375);
    await adminPhone.getByTestId('safe-locker-tab-users').click();
    await adminPhone.getByTestId('user-picker-user').first().click();
    await adminPhone.getByTestId('user-locker').waitFor();
    expect(await pageWidth(adminPhone)).toBeLessThanOrEqual(375);
  });
});
