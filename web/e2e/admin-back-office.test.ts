import { randomUUID } from 'node:crypto';
import { bankAccountIds, formatCents } from '@sandbank/shared';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { callApi, signIn, testUserPool } from '@sandbank/scripts/test-harness';
import { newAccountHolder, newPendingWire } from '@sandbank/scripts/test-harness/wire-journeys';
import { expectAccessible } from './support/accessibility';
import { appUrl, createTestUser, openPage, submitSignIn, waitForPath, type TestUser } from './support/browser';

/*
 * The back office's frame, overview and all-transactions screen, as an administrator sees them:
 * the overview's figures are the API's and follow a customer's transfer within one refresh, the
 * frame uses the window's whole width and its tables show whole rows at 1366 px, the sidebar
 * remembers being collapsed across a reload, and every screen works at 375 px with one menu button. Other
 * journeys move money at the same time, so figures are compared with the API at the same moment
 * (polling until both agree), never with fixed numbers.
 */

const count = new Intl.NumberFormat('en-US');
/** One refresh (5 s) and the time an answer takes on a busy machine. */
const ONE_REFRESH_MS = 9_000;

async function signInAdmin(page: Page, admin: TestUser) {
  await page.goto(appUrl('/auth'));
  await submitSignIn(page, admin.email, admin.password);
  await waitForPath(page, '/admin');
  await page.getByTestId('admin-stat-users-value').waitFor();
}

const tokenOf = async (user: TestUser) => (await signIn(testUserPool(), user.email, user.password)).accessToken;

async function openedAccounts(token: string) {
  const response = await callApi('listMyAccounts', { token });
  expect(response.status).toBe(200);
  return response.body.items as { id: string; type: string; number: string }[];
}

/**
 * Holds back the answers to searches of all transactions until the returned function is called;
 * they are then sent on unchanged, and so is every later one.
 */
async function holdSearchAnswers(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.endsWith('/api/admin/transactions') && url.searchParams.has('q'),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

/** How many lines an element's text takes: one per distinct top of its text's boxes. */
const linesOf = (element: Locator) =>
  element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
  });

/** Whether an element is wholly on screen: inside the window and inside the box that scrolls it sideways, if any. */
const wholeInView = (element: Locator) =>
  element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const scroller = node.closest('.table-responsive')?.getBoundingClientRect();
    return box.left >= 0 && box.right <= window.innerWidth && (!scroller || (box.left >= scroller.left && box.right <= scroller.right + 0.5));
  });

/** Whether a table's box scrolls sideways (its rows are wider than the screen gives it). */
const scrollsSideways = (page: Page, scroller: string) =>
  page.locator(scroller).first().evaluate((node) => node.scrollWidth > node.clientWidth + 1);

const todayCount = async (page: Page) => Number(await page.locator('[data-testid^="admin-activity-"]').last().getAttribute('data-count'));

test.describe('journey: the back office', () => {
  test("shows the API's figures and follows a customer's transfer within one refresh", async ({ page }) => {
    const [admin, sender, recipient] = await Promise.all([
      createTestUser({ label: 'overview-admin', admin: true }),
      createTestUser({ label: 'overview-sender' }),
      createTestUser({ label: 'overview-recipient' }),
    ]);
    const [adminToken, senderToken, recipientToken] = await Promise.all([tokenOf(admin), tokenOf(sender), tokenOf(recipient)]);
    const [senderAccounts] = await Promise.all([openedAccounts(senderToken), openedAccounts(recipientToken)]);
    await signInAdmin(page, admin);
    await expect.poll(() => page.title()).toMatch(/^Admin overview/);

    // The cards show what the API answers (asked again until a refresh and the API agree).
    await expect
      .poll(
        async () => {
          const { body } = await callApi('getAdminStats', { token: adminToken });
          const shown = await Promise.all(
            ['users', 'wires', 'pending', 'balance'].map((card) => page.getByTestId(`admin-stat-${card}-value`).textContent()),
          );
          return JSON.stringify(shown) === JSON.stringify([count.format(body.users), count.format(body.wires.total), count.format(body.wires.pending), formatCents(body.totalBalanceCents)]);
        },
        { timeout: 30_000, intervals: [1_000] },
      )
      .toBe(true);
    for (const part of ['api', 'table', 'userPool']) {
      await expect(page.getByTestId(`admin-status-${part}`).getAttribute('data-status')).resolves.toBe('up');
    }

    // The bank's own accounts, as the API sums them; with the customers' balances they make zero.
    const bankRows = page.getByTestId('admin-bank-account');
    await expect.poll(() => bankRows.count()).toBe(bankAccountIds.length);
    expect(await bankRows.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-account-id')))).toEqual([...bankAccountIds]);
    expect(await page.getByTestId('admin-bank-sum').textContent()).toBe(formatCents(0));
    const { body: stats } = await callApi('getAdminStats', { token: adminToken });
    const funding = stats.bankAccounts.find((account: { id: string }) => account.id === 'sandboxFunding');
    expect(funding.balanceCents).toBeLessThan(0);
    expect(stats.bankAccounts.reduce((sum: number, account: { balanceCents: number }) => sum + account.balanceCents, stats.totalBalanceCents)).toBe(0);

    // A customer transfers; today's bar counts its two entries at the next refresh, without a reload.
    const before = await todayCount(page);
    const checking = senderAccounts.find((account) => account.type === 'checking')!;
    const sent = await callApi('createInternalTransfer', {
      token: senderToken,
      body: { fromAccountId: checking.id, toEmail: recipient.email, amountCents: 2_500 },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(sent.status).toBe(201);
    await expect.poll(() => todayCount(page), { timeout: ONE_REFRESH_MS, intervals: [250] }).toBeGreaterThanOrEqual(before + 2);

    // The quick action leads to every customer's transactions, where the transfer is found by the recipient's email.
    await page.getByTestId('admin-quick-transactions').click();
    await waitForPath(page, '/admin/transactions');
    await expect.poll(() => page.title()).toMatch(/^All transactions/);
    await page.getByTestId('admin-transactions-search').fill(recipient.email);
    await page.getByTestId('admin-transactions-search-submit').click();
    await expect
      .poll(async () => page.locator('[data-testid="admin-transaction-description"]').allTextContents(), { timeout: 15_000 })
      .toContain(`Transfer to ${recipient.email}`);
    await expect(page.locator('[data-testid="admin-transaction-user"]').allTextContents()).resolves.toContain(recipient.email);
    // While a search is answered the previous results stay on screen, marked as refreshing, and
    // stay readable: checked with the answer held back (on a busy machine it takes seconds anyway).
    const releaseAnswers = await holdSearchAnswers(page);
    await page.getByTestId('admin-transactions-search').fill(`nothing-${randomUUID()}`);
    await page.getByTestId('admin-transactions-search-submit').click();
    await page.locator('[data-testid="admin-transactions-results"][aria-busy="true"]').waitFor();
    expect(await page.getByTestId('admin-transaction-description').count()).toBeGreaterThan(0);
    await expectAccessible(page);
    releaseAnswers();
    // The answer replaces the rows. A search that matches nothing examines a bounded number of
    // entries per request, so in a bank with more entries than a page's requests examine (other
    // journeys' busy test customers) it ends with none shown and more to search, not "none found".
    await page.locator('[data-testid="admin-transactions-results"][aria-busy="false"]').waitFor();
    expect(await page.getByTestId('admin-transaction-description').count()).toBe(0);
    await expect(page.getByTestId('admin-transactions-empty').or(page.getByTestId('admin-transactions-count')).textContent()).resolves.toMatch(
      /^(No transactions found matching your search\.|0 transactions shown · more available)$/,
    );
    // The same address, answered: checked again (the auditor checks an address once on its own).
    await expectAccessible(page);

    // Sign Out in the back office's header leads home, signed out.
    await page.getByTestId('admin-header-sign-out').click();
    await waitForPath(page, '/');
    await page.getByTestId('header-sign-in').waitFor();
  });

  test("uses the window's whole width at 1366 px: whole rows with every action, emails on one line", async ({ browser }) => {
    const [admin, holder] = await Promise.all([createTestUser({ label: 'wide-admin', admin: true }), newAccountHolder()]);
    await newPendingWire(holder);
    const page = await openPage(browser, 'admin-wide', { width: 1366, height: 768 });
    await signInAdmin(page, admin);

    // Its own frame, edge to edge: not the public site's header, container or footer.
    expect(await page.getByTestId('site-header').count()).toBe(0);
    expect(await page.getByTestId('site-footer').count()).toBe(0);
    const frame = await page.getByTestId('admin-layout').boundingBox();
    expect(frame?.x).toBe(0);
    expect(frame!.width).toBeGreaterThanOrEqual(1366 - 20);
    await expect(page.getByTestId('sandbox-ribbon').textContent()).resolves.toBe('Sandbox bank — demo data, no real money');

    // The week's activity fills its card, as tall as the quick actions and status beside it.
    const card = (await page.getByTestId('admin-week-card').boundingBox())!;
    const chart = (await page.getByTestId('admin-activity-chart').boundingBox())!;
    expect(card.y + card.height - (chart.y + chart.height)).toBeLessThan(40);
    await expect(page.getByTestId('admin-week-entries').textContent()).resolves.toMatch(/^[\d,]+$/);

    // The wire queue: the customer's whole email on one line, the Actions column and Reject in view.
    await page.getByTestId('admin-nav-transfers').click();
    await waitForPath(page, '/admin/transfers');
    await page.getByTestId('wires-search').fill(holder.email);
    await expect.poll(() => page.getByTestId('wire-row').count(), { timeout: 15_000 }).toBe(1);
    const wire = page.getByTestId('wire-row');
    await expect(wire.getByTestId('wire-row-email').textContent()).resolves.toBe(holder.email);
    expect(await linesOf(wire.getByTestId('wire-row-email'))).toBe(1);
    expect(await wholeInView(wire.getByTestId('wire-reject'))).toBe(true);
    expect(await wholeInView(page.getByRole('columnheader', { name: 'Actions' }))).toBe(true);
    expect(await scrollsSideways(page, '.table-responsive')).toBe(false);

    // All transactions: the holder's email whole, on one line, and no row wider than the screen.
    await page.getByTestId('admin-nav-transactions').click();
    await waitForPath(page, '/admin/transactions');
    await page.getByTestId('admin-transactions-search').fill(holder.email);
    await page.getByTestId('admin-transactions-search-submit').click();
    await expect.poll(() => page.getByTestId('admin-transaction-user').allTextContents(), { timeout: 15_000 }).toContain(holder.email);
    await page.locator('[data-testid="admin-transactions-results"][aria-busy="false"]').waitFor();
    const user = page.getByTestId('admin-transaction-user').first();
    expect(await linesOf(user)).toBe(1);
    expect(await wholeInView(user)).toBe(true);
    expect(await scrollsSideways(page, '[data-testid="admin-transactions-scroll"]')).toBe(false);

    // Users: the email whole, on one line.
    await page.getByTestId('admin-nav-users').click();
    await waitForPath(page, '/admin/users');
    await page.getByTestId('users-search').fill(holder.email);
    await expect.poll(() => page.getByTestId('user-row').count(), { timeout: 15_000 }).toBe(1);
    expect(await linesOf(page.getByTestId('user-row-email'))).toBe(1);
    expect(await wholeInView(page.getByTestId('user-row-email'))).toBe(true);
  });

  test('remembers the collapsed sidebar across a reload, toggled by Ctrl+B and by its button', async ({ page }) => {
    const admin = await createTestUser({ label: 'sidebar-admin', admin: true });
    await signInAdmin(page, admin);
    const sidebar = page.getByTestId('admin-sidebar');
    await expect(sidebar.getAttribute('data-collapsed')).resolves.toBe('false');
    await expect(page.getByTestId('admin-nav-transactions').textContent()).resolves.toBe('Transactions');

    await page.keyboard.press('Control+b');
    await expect.poll(() => sidebar.getAttribute('data-collapsed')).toBe('true');
    await expect(page.getByTestId('admin-nav-transactions').getAttribute('aria-label')).resolves.toBe('Transactions');
    await page.reload();
    await page.getByTestId('admin-stat-users-value').waitFor();
    await expect(sidebar.getAttribute('data-collapsed')).resolves.toBe('true');
    const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'sandbank_admin_sidebar');
    expect(cookie?.value).toBe('collapsed');
    // Remembered for 7 days.
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(6.9 * 24 * 60 * 60 * 1000);

    await page.getByTestId('admin-sidebar-toggle').click();
    await expect.poll(() => sidebar.getAttribute('data-collapsed')).toBe('false');
    await page.reload();
    await page.getByTestId('admin-stat-users-value').waitFor();
    await expect(sidebar.getAttribute('data-collapsed')).resolves.toBe('false');
  });

  test('works at 375 px: the sections open from a menu and no screen is wider than the phone', async ({ browser }) => {
    const admin = await createTestUser({ label: 'phone-admin', admin: true });
    const page = await openPage(browser, 'admin-phone', { width: 375, height: 812 });
    await signInAdmin(page, admin);
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await pageWidth()).toBeLessThanOrEqual(375);
    await expect(page.getByTestId('admin-sidebar').isVisible()).resolves.toBe(false);
    // One menu button: the back office's own, not the public site's as well.
    expect(await page.getByTestId('site-header').count()).toBe(0);
    const menuButtons = await page.locator('button:visible').evaluateAll((buttons) => buttons.filter((button) => /menu/i.test(button.getAttribute('aria-label') ?? '')).length);
    expect(menuButtons).toBe(1);
    await expect(page.getByTestId('admin-menu-toggle').isVisible()).resolves.toBe(true);

    // The sign-in toast would cover the menu's close button: dismiss it first.
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await page.getByTestId('admin-menu-toggle').click();
    await page.getByTestId('admin-menu').waitFor();
    await page.getByTestId('admin-menu-nav-transactions').click();
    await waitForPath(page, '/admin/transactions');
    await page.getByTestId('admin-menu').waitFor({ state: 'detached' });
    await page.locator('[data-testid="admin-transactions-results"][data-loading="false"]').waitFor();
    expect(await pageWidth()).toBeLessThanOrEqual(375);
    await expect(page.getByTestId('admin-total-total').isVisible()).resolves.toBe(true);
  });
});
