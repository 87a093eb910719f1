import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createUser, testUserPool } from '@sandbank/scripts/test-harness';
import { expectAccessible } from './support/accessibility';
import { appUrl, createTestUser, openPage, submitSignIn, uniqueEmail, waitForPath, type TestUser } from './support/browser';

/*
 * Maker-checker in the browser: administrator A adds $10,000.00 to a customer — the threshold, so
 * it is sent for approval and the customer's balance does not move; administrator B approves it
 * (asked first, naming the amount) and the balance rises once. A second request is rejected with a
 * reason, and A finds both among their own requests with their status. A split — $6,000.00 posted
 * at once, then $4,000.00 — waits too, and both administrators are told why. At 1366 and 375 px, axe clean.
 */

const centsOf = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.-]/g, '')) * 100);
/** Server round trips through functions that may be starting cold. */
const eventually = { timeout: 20_000 };
const desktop = { width: 1366, height: 768 };
const phone = { width: 375, height: 812 };
const toastTitles = (page: Page) => page.getByTestId('toast-title').allTextContents();
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function signedIn(browser: Browser, user: Pick<TestUser, 'email' | 'password'>, landing: string, name: string, viewport = desktop): Promise<Page> {
  const page = await openPage(browser, name, viewport);
  await page.goto(appUrl('/auth'));
  await submitSignIn(page, user.email, user.password);
  await waitForPath(page, landing);
  return page;
}

/** A customer with a last name nobody else has, signed in on their dashboard (so their accounts are open). */
async function customerOnDashboard(browser: Browser, name: string) {
  const user = { email: uniqueEmail('approvals-customer'), password: 'journey-password-1', firstName: 'Morgan', lastName: `Qa${Math.random().toString(36).slice(2, 10)}` };
  await createUser(testUserPool(), user);
  const page = await signedIn(browser, user, '/dashboard', name);
  await page.getByTestId('account-card-checking-balance').waitFor();
  return { page, user };
}

const checkingBalance = async (page: Page) => centsOf(await page.getByTestId('account-card-checking-balance').textContent());

/** Administrator `maker` adds funds to the customer from the users screen, and waits for the toast titled `outcome`. */
async function addFunds(maker: Page, email: string, amount: string, reason: string, outcome = 'Sent for approval') {
  await maker.goto(appUrl('/admin/users'));
  await maker.getByTestId('users-search').fill(email);
  await expect.poll(() => maker.getByTestId('user-row').count(), eventually).toBe(1);
  const row = maker.getByTestId('user-row');
  await row.getByTestId('user-actions').click();
  await row.getByTestId('user-action-add').click();
  const dialog = maker.getByTestId('add-funds-dialog');
  await dialog.getByTestId('add-funds-dialog-amount').fill(amount);
  await dialog.getByTestId('add-funds-dialog-reason').fill(reason);
  await dialog.getByTestId('add-funds-dialog-submit').click();
  await expect.poll(() => toastTitles(maker), eventually).toContain(outcome);
}

const cardFor = (page: Page, note: string) => page.getByTestId('approval-card').filter({ hasText: note });

test.describe('journey: maker-checker', () => {
  test('a $10,000.00 credit waits for a second administrator, whose approval moves the balance once; a rejection moves nothing', async ({ browser }) => {
    const customer = await customerOnDashboard(browser, 'approvals-customer');
    const before = await checkingBalance(customer.page);
    const [makerUser, checkerUser] = await Promise.all([createTestUser({ label: 'maker', admin: true }), createTestUser({ label: 'checker', admin: true })]);
    const maker = await signedIn(browser, makerUser, '/admin', 'approvals-maker');

    const approvedNote = `Goodwill ${Math.random().toString(36).slice(2, 8)}`;
    await addFunds(maker, customer.user.email, '10000', approvedNote);
    expect(await maker.getByTestId('toast-message').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Credit \$10,000\.00 on .+ waits for another administrator's approval\. Nothing has moved yet\.$/)]),
    );
    const rejectedNote = `Unverified ${Math.random().toString(36).slice(2, 8)}`;
    await addFunds(maker, customer.user.email, '12500', rejectedNote);

    // Nothing moved for the customer.
    await customer.page.reload();
    await expect.poll(() => checkingBalance(customer.page), eventually).toBe(before);

    // The maker sees their requests, and may not decide them.
    await maker.goto(appUrl('/admin/approvals'));
    await expect.poll(() => maker.title(), eventually).toMatch(/^Approvals · /);
    const own = cardFor(maker, approvedNote);
    await own.waitFor();
    expect(await own.getByTestId('approval-card-maker').textContent()).toBe('You');
    expect(await own.getByTestId('approval-approve').count()).toBe(0);
    expect(await own.getByTestId('approval-card-refusal').textContent()).toBe('You made this request: another administrator decides it.');
    await expectAccessible(maker);

    // The checker: the sidebar counts the queue, the overview too.
    const checker = await signedIn(browser, checkerUser, '/admin', 'approvals-checker');
    await expect.poll(async () => Number(await checker.getByTestId('admin-stat-approvals-value').textContent()), eventually).toBeGreaterThanOrEqual(2);
    await checker.getByTestId('admin-nav-approvals').click();
    await waitForPath(checker, '/admin/approvals');
    await expect.poll(async () => Number((await checker.getByTestId('approvals-pending-badge').first().textContent())?.match(/\d+/)?.[0]), eventually).toBeGreaterThanOrEqual(2);
    await expect.poll(() => checker.getByTestId('approvals-tab-pending').textContent(), eventually).toMatch(/^Pending \(\d+\)$/);

    const toApprove = cardFor(checker, approvedNote);
    await toApprove.waitFor();
    expect(await toApprove.getByTestId('approval-card-amount').textContent()).toBe('Credit $10,000.00');
    expect(await toApprove.getByTestId('approval-card-maker').textContent()).toContain(makerUser.email);
    expect(await toApprove.getByTestId('approval-card-account').textContent()).toContain(customer.user.email);
    expect(await toApprove.getByTestId('approval-card-kind').textContent()).toBe('Credit adjustment');
    expect(await toApprove.getByTestId('approval-card-why').textContent()).toBe('Its amount alone reaches $10,000.00.');

    // Approve asks first, naming the amount.
    await toApprove.getByTestId('approval-approve').click();
    const confirm = checker.getByTestId('approve-posting-dialog');
    await expect.poll(() => confirm.getByTestId('approve-posting-dialog-question').textContent()).toMatch(/^Approve credit \$10,000\.00 on .+\?$/);
    await expectAccessible(checker);
    await confirm.getByTestId('approve-posting-dialog-submit').click();
    await expect.poll(() => toastTitles(checker), eventually).toContain('Posting approved and balance updated');
    await expect.poll(() => toApprove.count(), eventually).toBe(0);

    // Reject asks for a reason: none is refused, one rejects it.
    const toReject = cardFor(checker, rejectedNote);
    await toReject.getByTestId('approval-reject').click();
    const dialog = checker.getByTestId('reject-posting-dialog');
    await dialog.getByTestId('reject-posting-dialog-submit').click();
    await expect.poll(() => dialog.getByTestId('reject-posting-reason-error').textContent()).toBe('A reason is required');
    await expectAccessible(checker);
    await dialog.getByTestId('reject-posting-reason').fill('No signed instruction on file');
    await dialog.getByTestId('reject-posting-dialog-submit').click();
    await expect.poll(() => toastTitles(checker), eventually).toContain('Posting request rejected');
    await expect.poll(() => toReject.count(), eventually).toBe(0);

    // The customer's balance rose once, by the approved amount only.
    await customer.page.reload();
    await expect.poll(() => checkingBalance(customer.page), eventually).toBe(before + 1_000_000);

    // The maker finds both among their own requests, with their status and the reason.
    await maker.reload();
    await maker.getByTestId('approvals-mine').check();
    await maker.getByTestId('approvals-tab-approved').click();
    await expect.poll(() => cardFor(maker, approvedNote).getAttribute('data-status'), eventually).toBe('approved');
    await maker.getByTestId('approvals-tab-rejected').click();
    const rejected = cardFor(maker, rejectedNote);
    await expect.poll(() => rejected.getAttribute('data-status'), eventually).toBe('rejected');
    expect(await rejected.getByTestId('approval-card-rejection').textContent()).toBe('No signed instruction on file');
    await expectAccessible(maker);
  });

  test("a split that reaches the threshold with the account's 24-hour total waits, and says why", async ({ browser }) => {
    const customer = await customerOnDashboard(browser, 'approvals-split-customer');
    const before = await checkingBalance(customer.page);
    const [makerUser, checkerUser] = await Promise.all([createTestUser({ label: 'maker-split', admin: true }), createTestUser({ label: 'checker-split', admin: true })]);
    const maker = await signedIn(browser, makerUser, '/admin', 'approvals-split-maker');

    await addFunds(maker, customer.user.email, '6000', `First half ${Math.random().toString(36).slice(2, 8)}`, 'Balance Updated');
    const splitNote = `Second half ${Math.random().toString(36).slice(2, 8)}`;
    await addFunds(maker, customer.user.email, '4000', splitNote);
    expect(await maker.getByTestId('toast-message').allTextContents()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^Credit \$4,000\.00 on .+ waits for another administrator's approval\. With the \$6,000\.00 you posted to this account in the last 24 hours, it reaches \$10,000\.00\. Nothing has moved yet\.$/,
        ),
      ]),
    );
    await customer.page.reload();
    await expect.poll(() => checkingBalance(customer.page), eventually).toBe(before + 600_000);

    const checker = await signedIn(browser, checkerUser, '/admin', 'approvals-split-checker');
    await checker.goto(appUrl('/admin/approvals'));
    const card = cardFor(checker, splitNote);
    await card.waitFor({ timeout: eventually.timeout });
    expect(await card.getByTestId('approval-card-why').textContent()).toBe('With the $6,000.00 its maker posted to this account in the last 24 hours, it reaches $10,000.00.');
    await expectAccessible(checker);
  });

  test('fits a 375 px phone, axe clean, with the approval asked first', async ({ browser }) => {
    const customer = await customerOnDashboard(browser, 'approvals-phone-customer');
    const [makerUser, checkerUser] = await Promise.all([createTestUser({ label: 'maker-phone', admin: true }), createTestUser({ label: 'checker-phone', admin: true })]);
    const maker = await signedIn(browser, makerUser, '/admin', 'approvals-phone-maker');
    const note = `Phone ${Math.random().toString(36).slice(2, 8)}`;
    await addFunds(maker, customer.user.email, '20000', note);

    const checker = await signedIn(browser, checkerUser, '/admin', 'approvals-phone-checker', phone);
    await checker.goto(appUrl('/admin/approvals'));
    const card = cardFor(checker, note);
    await card.waitFor({ timeout: eventually.timeout });
    expect(await pageWidth(checker)).toBeLessThanOrEqual(375);
    await expectAccessible(checker);
    await card.getByTestId('approval-approve').click();
    const confirm = checker.getByTestId('approve-posting-dialog');
    await expect.poll(() => confirm.getByTestId('approve-posting-dialog-question').textContent()).toMatch(/^Approve credit \$20,000\.00 on /);
    expect(await pageWidth(checker)).toBeLessThanOrEqual(375);
    await expectAccessible(checker);
    await confirm.getByTestId('approve-posting-dialog-cancel').click();
    await expect.poll(() => confirm.count()).toBe(0);
    expect(await card.getAttribute('data-status')).toBe('pending');
  });
});
