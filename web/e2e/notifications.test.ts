import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { callApi, signIn as signInToPool, testUserPool } from '@sandbank/scripts/test-harness';
import { appUrl, createTestUser, openPage, submitSignIn, waitForPath } from './support/browser';

/*
 * The bell: decisions on the customer's own requests appear there, newest first, with the unread
 * count on the button; opening it marks them read (for good: a reload shows none unread), and
 * each one leads to where the request can be seen. The decisions are real ones, made through the
 * back office's API on locker items the customer stored.
 */

const eventually = { timeout: 20_000 };
const unreadBadge = (page: Page) => page.getByTestId('notifications-toggle').getByTestId('notifications-unread');
const itemTitles = (page: Page) => page.getByTestId('notification-item').locator('span.fw-semibold').allTextContents();

async function tokenOf(email: string, password: string): Promise<string> {
  return (await signInToPool(testUserPool(), email, password)).accessToken;
}

test.describe('journey: notifications', () => {
  test('shows decisions with an unread count, marks them read when opened, and leads to the request', async ({ browser }) => {
    const [customer, reviewer] = await Promise.all([createTestUser({ label: 'bell-customer' }), createTestUser({ label: 'bell-admin', admin: true })]);
    const page = await openPage(browser, 'notifications', { width: 375, height: 800 });
    await page.goto(appUrl('/auth'));
    await submitSignIn(page, customer.email, customer.password);
    await waitForPath(page, '/dashboard');
    await page.getByTestId('account-card-checking').waitFor(eventually);
    expect(await unreadBadge(page).count()).toBe(0);
    expect(await page.getByTestId('notifications-toggle').getAttribute('aria-label')).toBe('Notifications');

    // Two items stored, one approved and one rejected with a reason, by an administrator.
    const [customerToken, adminToken] = await Promise.all([tokenOf(customer.email, customer.password), tokenOf(reviewer.email, reviewer.password)]);
    const store = (name: string) => callApi('addLockerItem', { token: customerToken, body: { name, valueCents: 12_500 } });
    const watch = await store('Grandfather watch');
    expect(watch.status).toBe(201);
    const letters = await store('Old letters');
    expect(letters.status).toBe(201);
    expect((await callApi('approveLockerItem', { token: adminToken, params: { itemId: watch.body.id } })).status).toBe(200);
    const reason = 'Paper items are not accepted.';
    expect((await callApi('rejectLockerItem', { token: adminToken, params: { itemId: letters.body.id }, body: { reason } })).status).toBe(200);

    // The bell asks again on its own every 30 s; a reload asks at once.
    await page.reload();
    await expect.poll(() => unreadBadge(page).textContent(), eventually).toBe('2');
    expect(await page.getByTestId('notifications-toggle').getAttribute('aria-label')).toBe('Notifications, 2 unread');

    await page.getByTestId('notifications-toggle').click();
    await expect.poll(() => itemTitles(page)).toEqual(['New: Locker item rejected', 'New: Locker item approved']);
    const texts = await page.getByTestId('notification-item').allTextContents();
    expect(texts[0]).toContain(`was rejected: ${reason}`);
    expect(texts[1]).toContain('"Grandfather watch" ($125.00) was approved');
    // Opening marked them read: the count is gone, and stays gone.
    await expect.poll(() => unreadBadge(page).count()).toBe(0);
    const menu = await page.getByTestId('notifications-menu').boundingBox();
    expect(menu, JSON.stringify(menu)).not.toBeNull();
    expect(Math.round(menu!.x), JSON.stringify(menu)).toBeGreaterThanOrEqual(0);
    expect(Math.round(menu!.x + menu!.width), JSON.stringify(menu)).toBeLessThanOrEqual(375);

    await page.reload();
    await page.getByTestId('account-card-checking').waitFor(eventually);
    expect(await unreadBadge(page).count()).toBe(0);
    await page.getByTestId('notifications-toggle').click();
    await expect.poll(() => itemTitles(page)).toEqual(['Locker item rejected', 'Locker item approved']);

    // Each leads to where the request is shown.
    await page.getByTestId('notification-item').first().click();
    await waitForPath(page, '/safe-deposit-locker');
    await expect.poll(() => page.getByTestId('notifications-menu').isVisible()).toBe(false);
  });
});
