import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { apiMessages } from '@sandbank/shared';
import { callApi, createUser, signIn as signInByApi, testUserPool } from '@sandbank/scripts/test-harness';
import { expectAccessible } from './support/accessibility';
import { appUrl, createTestUser, openPage, submitSignIn, uniqueEmail, waitForPath, type TestUser } from './support/browser';

/*
 * The back office's customer work, as an administrator does it in the browser: find a customer,
 * move their money, create one, reset a password, and read it all back in the audit log.
 */

const centsOf = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.-]/g, '')) * 100);
/** Server round trips through functions that may be starting cold. */
const eventually = { timeout: 20_000 };
const uniqueLastName = () => `Qx${Math.random().toString(36).slice(2, 10)}`;

async function signIn(page: Page, user: Pick<TestUser, 'email' | 'password'>, landing: string): Promise<void> {
  await page.goto(appUrl('/auth'));
  await submitSignIn(page, user.email, user.password);
  await waitForPath(page, landing);
}

async function signedInAdmin(browser: Browser, name: string, viewport?: { width: number; height: number }): Promise<Page> {
  const admin = await createTestUser({ label: 'admin', admin: true });
  const page = await openPage(browser, name, viewport);
  await signIn(page, admin, '/admin');
  return page;
}

/** A customer who has opened their dashboard once (so they are listed, with their accounts). */
async function customerOnDashboard(browser: Browser, name: string): Promise<{ page: Page; user: TestUser }> {
  const user = { email: uniqueEmail('customer'), password: 'journey-password-1', firstName: 'Robin', lastName: uniqueLastName() };
  await createUser(testUserPool(), user);
  const page = await openPage(browser, name);
  await signIn(page, user, '/dashboard');
  await page.getByTestId('account-card-checking-balance').waitFor();
  return { page, user };
}

/** Searches the users screen and waits for exactly one row. */
async function findUser(page: Page, search: string) {
  await page.getByTestId('users-search').fill(search);
  await expect.poll(() => page.getByTestId('user-row').count(), eventually).toBe(1);
  return page.getByTestId('user-row');
}

async function toastTitles(page: Page) {
  return page.getByTestId('toast-title').allTextContents();
}

test.describe('journey: the back office helps customers', () => {
  test('finds a new customer by part of the last name, adds funds and posts a fee, which show in their dashboard', async ({ browser }) => {
    const customer = await customerOnDashboard(browser, 'back-office-customer');
    const before = centsOf(await customer.page.getByTestId('account-card-checking-balance').textContent());
    const admin = await signedInAdmin(browser, 'back-office-add-funds');

    await admin.goto(appUrl('/admin/users'));
    await expect.poll(() => admin.title(), eventually).toMatch(/^Users · /);
    await admin.getByTestId('users-search').fill('no-such-customer-anywhere');
    await expect.poll(() => admin.getByTestId('users-empty').textContent(), eventually).toBe('No users found matching your search.');

    const row = await findUser(admin, customer.user.lastName.slice(1, 8).toUpperCase());
    expect(await row.textContent()).toContain(customer.user.email);
    expect(await row.textContent()).toContain('Not provided');
    const total = centsOf(await row.getByTestId('user-total-balance').textContent());

    await row.getByTestId('user-actions').click();
    await row.getByTestId('user-action-add').click();
    const dialog = admin.getByTestId('add-funds-dialog');
    await dialog.getByTestId('add-funds-dialog-amount').fill('0');
    await dialog.getByTestId('add-funds-dialog-submit').click();
    await expect.poll(() => toastTitles(admin), eventually).toContain('Invalid Amount');
    await dialog.getByTestId('add-funds-dialog-amount').fill('25.50');
    await dialog.getByTestId('add-funds-dialog-reason').fill('Journey goodwill credit');
    await dialog.getByTestId('add-funds-dialog-submit').click();
    await expect.poll(() => toastTitles(admin), eventually).toContain('Balance Updated');
    await expect.poll(async () => centsOf(await row.getByTestId('user-total-balance').textContent()), eventually).toBe(total + 2_550);

    // A fee posted on the same (checking) account.
    await row.getByTestId('user-actions').click();
    await row.getByTestId('user-action-post').click();
    const post = admin.getByTestId('post-transaction-dialog');
    await post.getByLabel('Type').selectOption('fee');
    await post.getByLabel('Amount').fill('1.00');
    await post.getByTestId('post-transaction-dialog-submit').click();
    await expect.poll(() => toastTitles(admin), eventually).toContain('Transaction Posted');
    await expect.poll(async () => centsOf(await row.getByTestId('user-total-balance').textContent()), eventually).toBe(total + 2_450);

    // Deducting more than the balance is refused with the bank's message.
    await row.getByTestId('user-actions').click();
    await row.getByTestId('user-action-deduct').click();
    const deduct = admin.getByTestId('deduct-funds-dialog');
    await deduct.getByTestId('deduct-funds-dialog-amount').fill('99999999');
    await deduct.getByTestId('deduct-funds-dialog-reason').fill('Too much');
    await deduct.getByTestId('deduct-funds-dialog-submit').click();
    await expect.poll(() => toastTitles(admin), eventually).toContain('Insufficient Balance');
    await deduct.getByRole('button', { name: 'Cancel' }).click();

    await customer.page.reload();
    await expect
      .poll(async () => centsOf(await customer.page.getByTestId('account-card-checking-balance').textContent()), eventually)
      .toBe(before + 2_450);
  });

  test('creates a user who then signs in, and resets their password so only the new one works', async ({ browser }) => {
    const admin = await signedInAdmin(browser, 'back-office-create-user', { width: 1366, height: 768 });
    const created = { email: uniqueEmail('created'), password: 'first-password-1', firstName: 'Casey', lastName: uniqueLastName() };

    await admin.goto(appUrl('/admin/users'));
    await admin.getByTestId('admin-users-create').click();
    await waitForPath(admin, '/admin/create-user');
    await expect.poll(() => admin.title(), eventually).toMatch(/^Create User · /);
    await admin.getByTestId('create-user-submit').click();
    await expect.poll(() => admin.getByTestId('create-user-first-name-error').textContent()).toBe('First name is required');
    expect(await admin.getByTestId('create-user-email-error').textContent()).toBe('Enter a valid email address');
    await admin.getByTestId('create-user-first-name').fill(created.firstName);
    await admin.getByTestId('create-user-last-name').fill(created.lastName);
    await admin.getByTestId('create-user-email').fill(created.email);
    await admin.getByTestId('create-user-password').fill(created.password);
    await admin.getByTestId('create-user-phone').fill('+1 555 0199');
    await admin.getByTestId('create-user-submit').click();
    await expect.poll(() => toastTitles(admin), eventually).toContain('User Created Successfully');
    await waitForPath(admin, '/admin/users');

    const customer = await openPage(browser, 'back-office-created-signs-in');
    await signIn(customer, created, '/dashboard');
    await expect.poll(() => customer.getByTestId('dashboard-greeting').textContent(), eventually).toBe(`Welcome back, ${created.firstName} ${created.lastName}!`);

    const row = await findUser(admin, created.lastName);
    expect(await row.textContent()).toContain('+1 555 0199');
    const userId = await row.getAttribute('data-user-id');
    await row.getByTestId('user-actions').click();
    await row.getByTestId('user-action-reset').click();
    const dialog = admin.getByTestId('reset-password-dialog');
    await dialog.getByLabel('New password').fill('short');
    await dialog.getByTestId('reset-password-dialog-submit').click();
    await expect.poll(() => toastTitles(admin), eventually).toContain('Invalid Password');
    await dialog.getByLabel('New password').fill('second-password-2');
    await dialog.getByTestId('reset-password-dialog-submit').click();
    await expect.poll(() => toastTitles(admin), eventually).toContain('Password Updated');

    const again = await openPage(browser, 'back-office-after-reset');
    await again.goto(appUrl('/auth'));
    await submitSignIn(again, created.email, created.password);
    await expect.poll(() => toastTitles(again), eventually).toContain('Sign In Failed');
    await submitSignIn(again, created.email, 'second-password-2');
    await waitForPath(again, '/dashboard');

    // The audit log lists both actions about this customer, found by email as the target, then by action.
    await admin.goto(appUrl('/admin/audit'));
    await expect.poll(() => admin.title(), eventually).toMatch(/^Audit log · /);
    await expect.poll(() => admin.getByTestId('audit-verification').getAttribute('data-valid'), eventually).toBe('true');
    const actions = () => admin.getByTestId('audit-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-action')));
    await admin.getByTestId('audit-filter-target').fill(created.email);
    await admin.locator(`[data-testid="audit-filter-target-match"][data-id="${userId}"]`).click();
    await expect.poll(actions, eventually).toEqual(['user.password.reset', 'user.create']);
    expect(await admin.getByTestId('audit-filter-target-chosen').textContent()).toBe(`${created.firstName} ${created.lastName} · ${created.email}`);
    expect(new URL(admin.url()).searchParams.get('target')).toBe(userId);
    // This administrator did both: filtered by them as well, the same two, each saying 'You'.
    await admin.getByTestId('audit-filter-mine').click();
    await expect.poll(() => admin.getByTestId('audit-row').count(), eventually).toBe(2);
    expect(await admin.getByTestId('audit-row').first().textContent()).toContain('You');
    await admin.getByTestId('audit-filter-action').selectOption('user.create');
    await expect.poll(() => admin.getByTestId('audit-row').count(), eventually).toBe(1);
    // Every filter is in the address: a reload keeps them, Back undoes the last one, Forward redoes it.
    await admin.reload();
    await expect.poll(actions, eventually).toEqual(['user.create']);
    expect(await admin.getByTestId('audit-filter-action').inputValue()).toBe('user.create');
    expect(await admin.getByTestId('audit-filter-actor-chosen').textContent()).toBe('You');
    expect(await admin.getByTestId('audit-filter-target-chosen').textContent()).toBe(`${created.firstName} ${created.lastName} · ${created.email}`);
    await admin.goBack();
    await expect.poll(actions, eventually).toEqual(['user.password.reset', 'user.create']);
    expect(await admin.getByTestId('audit-filter-action').inputValue()).toBe('');
    await admin.goForward();
    await expect.poll(actions, eventually).toEqual(['user.create']);
    await admin.getByTestId('audit-row-toggle').click();
    const details = await admin.getByTestId('audit-row-details').textContent();
    expect(details).toContain(created.email);
    expect(details).not.toContain(created.password);
    await admin.getByTestId('audit-filter-clear').click();
    await admin.getByTestId('audit-filter-action').selectOption('user.password.reset');
    await expect.poll(async () => new Set(await admin.getByTestId('audit-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-action')))), eventually).toEqual(
      new Set(['user.password.reset']),
    );
  });

  test('filters the audit log by an administrator who never opened the customer site, found by name or email at 1366 and 375 px', async ({ browser }) => {
    // Made as `admin:create` makes one: in the pool's admin group, with no customer profile.
    const quiet = { email: uniqueEmail('quiet-admin'), password: 'journey-password-1', firstName: 'Quinn', lastName: uniqueLastName() };
    const { userId: quietId } = await createUser(testUserPool(), { ...quiet, admin: true });
    const { accessToken } = await signInByApi(testUserPool(), quiet.email, quiet.password);
    const made = await callApi('createUser', {
      token: accessToken,
      body: { firstName: 'Made', lastName: uniqueLastName(), email: uniqueEmail('made-by-quiet'), password: 'journey-password-1' },
    });
    expect(made.status).toBe(201);
    const quietName = `${quiet.firstName} ${quiet.lastName}`;

    for (const viewport of [
      { width: 1366, height: 768 },
      { width: 375, height: 812 },
    ]) {
      const admin = await signedInAdmin(browser, `back-office-audit-administrator-${viewport.width}`, viewport);
      const actions = () => admin.getByTestId('audit-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-action')));
      // Not a customer: the users screen, which lists customer profiles, does not find them.
      await admin.goto(appUrl('/admin/users'));
      await admin.getByTestId('users-search').fill(quiet.email);
      await expect.poll(() => admin.getByTestId('users-empty').textContent(), eventually).toBe('No users found matching your search.');

      await admin.goto(appUrl('/admin/audit'));
      await expect.poll(() => admin.getByTestId('audit-verification').getAttribute('data-valid'), eventually).toBe('true');
      // Found by part of the name, case aside: the one match names them and their email.
      await admin.getByTestId('audit-filter-actor').fill(quiet.lastName.slice(1).toUpperCase());
      const match = admin.locator(`[data-testid="audit-filter-actor-match"][data-id="${quietId}"]`);
      await match.waitFor(eventually);
      expect(await admin.getByTestId('audit-filter-actor-match').count()).toBe(1);
      expect(await match.textContent()).toBe(`${quietName} ${quiet.email}`);
      await expectAccessible(admin);
      await match.click();
      await expect.poll(actions, eventually).toEqual(['user.create']);
      expect(await admin.getByTestId('audit-filter-actor-chosen').textContent()).toBe(`${quietName} · ${quiet.email}`);
      expect(new URL(admin.url()).searchParams.get('actor')).toBe(quietId);

      // Dropped, then found again by email; a customer's email finds no administrator.
      await admin.getByTestId('audit-filter-actor-remove').click();
      expect(new URL(admin.url()).searchParams.get('actor')).toBeNull();
      await admin.getByTestId('audit-filter-actor').fill(made.body.email);
      await expect.poll(() => admin.getByText('No administrator found with that name or email.').count(), eventually).toBe(1);
      await admin.getByTestId('audit-filter-actor').fill(quiet.email);
      await admin.locator(`[data-testid="audit-filter-actor-match"][data-id="${quietId}"]`).click();
      await expect.poll(actions, eventually).toEqual(['user.create']);
      expect(new URL(admin.url()).searchParams.get('actor')).toBe(quietId);
      await expectAccessible(admin);
      const overflow = await admin.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${viewport.width} px`).toBeLessThanOrEqual(0);
    }
  });

  test("refuses to reset another administrator's password, saying why, and that administrator's password still works", async ({ browser }) => {
    // A second administrator who has opened their own dashboard once, so the users screen lists them.
    const other = { email: uniqueEmail('other-admin'), password: 'journey-password-1', firstName: 'Alex', lastName: uniqueLastName() };
    await createUser(testUserPool(), { ...other, admin: true });
    const otherPage = await openPage(browser, 'back-office-other-admin');
    await signIn(otherPage, other, '/admin');
    await otherPage.goto(appUrl('/dashboard'));
    await otherPage.getByTestId('account-card-checking-balance').waitFor();

    const admin = await signedInAdmin(browser, 'back-office-reset-admin');
    await admin.goto(appUrl('/admin/users'));
    const row = await findUser(admin, other.lastName);
    await row.getByTestId('user-actions').click();
    await row.getByTestId('user-action-reset').click();
    const dialog = admin.getByTestId('reset-password-dialog');
    await dialog.getByLabel('New password').fill('chosen-by-another-1');
    await dialog.getByTestId('reset-password-dialog-submit').click();
    await expect.poll(() => admin.getByTestId('toast-message').allTextContents(), eventually).toContain(apiMessages.administratorPasswordReset);

    const again = await openPage(browser, 'back-office-other-admin-again');
    await again.goto(appUrl('/auth'));
    await submitSignIn(again, other.email, 'chosen-by-another-1');
    await expect.poll(() => toastTitles(again), eventually).toContain('Sign In Failed');
    await submitSignIn(again, other.email, other.password);
    await waitForPath(again, '/admin');
  });

  test('finds accounts by holder and adjusts one; every back-office screen fits 375 px', async ({ browser }) => {
    const customer = await customerOnDashboard(browser, 'back-office-account-holder');
    const admin = await signedInAdmin(browser, 'back-office-accounts', { width: 375, height: 800 });

    await admin.goto(appUrl('/admin/accounts'));
    await expect.poll(() => admin.title(), eventually).toMatch(/^Accounts · /);
    await admin.getByTestId('accounts-search').fill(customer.user.lastName);
    await expect.poll(() => admin.getByTestId('account-row').count(), eventually).toBe(3);
    const checking = admin.getByTestId('account-row').filter({ hasText: 'Checking' }).first();
    const before = centsOf(await checking.getByTestId('account-balance').textContent());
    const checkingId = await checking.getAttribute('data-account-id');
    await checking.getByTestId('account-deduct').click();
    // Sent empty, the dialog names the field's error.
    await admin.getByTestId('deduct-funds-dialog-submit').click();
    await expect.poll(() => admin.getByTestId('deduct-funds-dialog-amount-error').textContent()).not.toBe('');
    expect(await admin.getByTestId('deduct-funds-dialog-amount-error').isVisible()).toBe(true);
    await admin.getByTestId('deduct-funds-dialog-amount').fill('10');
    await admin.getByTestId('deduct-funds-dialog-reason').fill('Journey correction');
    await admin.getByTestId('deduct-funds-dialog-submit').click();
    await expect.poll(() => toastTitles(admin), eventually).toContain('Balance Updated');
    await expect.poll(async () => centsOf(await checking.getByTestId('account-balance').textContent()), eventually).toBe(before - 1_000);
    await admin.getByTestId('accounts-search').fill('no-such-account-anywhere');
    await expect.poll(() => admin.getByTestId('accounts-empty').textContent(), eventually).toBe('No accounts found matching your search.');

    // The audit log on a phone: the account found by its holder's email, the filter kept in the address.
    await admin.goto(appUrl('/admin/audit'));
    await admin.getByTestId('audit-filter-target').fill(customer.user.email);
    await admin.locator(`[data-testid="audit-filter-target-match"][data-id="${checkingId}"]`).click();
    await expect.poll(() => admin.getByTestId('audit-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-action'))), eventually).toEqual(['account.adjust.debit']);
    expect(new URL(admin.url()).searchParams.get('target')).toBe(checkingId);

    for (const path of ['/admin/users', '/admin/accounts', '/admin/transfers', '/admin/create-user', '/admin/audit']) {
      await admin.goto(appUrl(path));
      await admin.locator('h1').waitFor();
      // Wide tables scroll inside their own box; the page itself never scrolls sideways.
      const overflowing = await admin.evaluate(() =>
        document.documentElement.scrollWidth <= window.innerWidth
          ? []
          : [...document.querySelectorAll('body *')]
              .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
              .slice(0, 5)
              .map((element) => `${element.tagName}.${element.className}`),
      );
      expect(overflowing, path).toEqual([]);
    }
  });
});

