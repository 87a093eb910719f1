import { randomUUID } from 'node:crypto';
import { operations, parseAmountToCents, sandboxReasons, wireMessages, type NewTestCustomer } from '@sandbank/shared';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { callApi, signIn, testUserPool } from '@sandbank/scripts/test-harness';
import { newPendingCheck, newPendingLockerItem } from './support/pending-requests';
import { appUrl, createTestUser, openPage, submitSignIn, waitForPath } from './support/browser';

/*
 * The tester's toolkit from the browser: a test customer made with one unauthenticated call, then
 * everything else done as that customer alone — the code read from the Sandbox panel's mail, the
 * back office's decision simulated from the panel, a reset — with no administrator and no emulator
 * in the flow (an administrator only checks the ledger afterwards, and looks at the Users screen).
 */

const eventually = { timeout: 20_000 };

/** '$12,847.52' or '-$50.00' → signed cents. */
function centsOf(displayed: string | null): number {
  const text = (displayed ?? '').trim();
  const negative = /^[-−]/.test(text);
  const cents = parseAmountToCents(text.replace(/^[-−+]/, '').replace('$', ''));
  if (cents === null) throw new Error(`Not an amount: ${displayed}`);
  return negative ? -cents : cents;
}

/** POST /api/sandbox/customers on the app's own origin, as a test script would call it: no sign-in. */
async function newTestCustomer(body: { scenario?: 'new' | 'busy'; ttlMinutes?: number } = {}): Promise<NewTestCustomer & { password: string }> {
  const response = await fetch(appUrl(operations.createTestCustomer.path), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const created = (await response.json()) as NewTestCustomer;
  // Sent without an Idempotency-Key, so the answer is a first one: only a replay's has no password.
  if (response.status !== 201 || created.password === null) {
    throw new Error(`POST ${operations.createTestCustomer.path} answered ${response.status}: ${JSON.stringify(created)}`);
  }
  return { ...created, password: created.password };
}

async function signInAt(page: Page, user: { email: string; password: string }, landing: string): Promise<void> {
  await page.goto(appUrl('/auth'));
  await submitSignIn(page, user.email, user.password);
  await waitForPath(page, landing);
}

const checkingBalance = async (page: Page) => centsOf(await page.getByTestId('account-card-checking-balance').textContent());
const startingChecking = (customer: NewTestCustomer) => customer.accounts.find((account) => account.type === 'checking')?.balanceCents ?? NaN;
const toastTitles = (page: Page) => page.getByTestId('toast-title').allTextContents();
const toastMessages = (page: Page) => page.getByTestId('toast-message').allTextContents();
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The panel's row of one request. */
const panelRequest = (page: Page, id: string) => page.getByTestId('sandbox-panel').locator(`[data-testid="sandbox-request"][data-request-id="${id}"]`);

async function openPanel(page: Page): Promise<void> {
  await page.getByTestId('sandbox-badge').click();
  await page.getByTestId('sandbox-panel').waitFor();
  await expect.poll(() => page.getByRole('dialog', { name: 'Sandbox panel' }).count()).toBe(1);
}

async function closePanel(page: Page): Promise<void> {
  await page.getByTestId('sandbox-panel-close').click();
  await expect.poll(() => page.getByTestId('sandbox-panel').count()).toBe(0);
}

/** Fills /wire-transfer from the checking account and submits it; resolves with the new request's id. */
async function fileWire(page: Page, amount: string): Promise<string> {
  await page.goto(appUrl('/wire-transfer'));
  await page.getByTestId('wire-transfer-form').waitFor();
  const checkingId = await page.locator('#wire-from option', { hasText: 'Everyday Checking' }).getAttribute('value');
  await page.getByTestId('wire-from').selectOption(checkingId ?? '');
  await page.getByTestId('wire-recipient-name').fill('Jane Doe');
  await page.getByTestId('wire-recipient-account').fill('DE89 3704 0044 0532 0130 00');
  await page.getByTestId('wire-recipient-address').fill('Taunusanlage 12, 60325 Frankfurt am Main');
  await page.getByTestId('wire-recipient-bank').fill('Deutsche Bank');
  await page.getByTestId('wire-swift').fill('DEUTDEFF');
  await page.getByTestId('wire-amount').fill(amount);
  await page.getByTestId('wire-purpose').selectOption('family_support');
  await page.getByTestId('wire-submit').click();
  await page.waitForURL((url) => /^\/wire-transfer\/[0-9A-Z]{26}\/confirm$/.test(url.pathname));
  await page.getByTestId('wire-confirm-code').waitFor();
  return new URL(page.url()).pathname.split('/')[2] ?? '';
}

/** How many of the scripts the page downloaded contain `text` (chunks are named by their hash alone). */
async function scriptsWith(page: Page, text: string): Promise<number> {
  const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.js')));
  const bodies = await Promise.all(scripts.map(async (url) => (await fetch(url)).text()));
  return bodies.filter((body) => body.includes(text)).length;
}

async function expectLedgerExact(): Promise<void> {
  const auditor = await createTestUser({ label: 'sandbox-ledger', admin: true });
  const { accessToken } = await signIn(testUserPool(), auditor.email, auditor.password);
  const ledger = await callApi<{ ok: boolean; mismatches: unknown[] }>('checkLedger', { token: accessToken });
  expect(ledger.status).toBe(200);
  expect(ledger.body.mismatches).toEqual([]);
  expect(ledger.body.ok).toBe(true);
}

test.describe('journey: the tester’s toolkit', () => {
  test('automates a wire end to end with the toolkit alone: its code from the panel’s mail, its approval simulated from the panel', async ({ browser }) => {
    const customer = await newTestCustomer({ scenario: 'new', ttlMinutes: 120 });
    const page = await openPage(browser, 'sandbox-wire', { width: 1366, height: 768 });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: appUrl('/') });
    await signInAt(page, customer, '/dashboard');
    const before = startingChecking(customer);
    await expect.poll(() => checkingBalance(page), eventually).toBe(before);

    // The header says who this is and how long it has left.
    const badge = page.getByTestId('sandbox-badge-text');
    await expect.poll(() => badge.textContent(), eventually).toMatch(/^Test customer · expires in 1 h 5\d min$/);
    expect(await page.getByTestId('sandbox-badge').getAttribute('data-expires-at')).toBe(customer.expiresAt);
    // Its code came with it, and the panel's does not until it is opened.
    expect(await scriptsWith(page, 'sandbox-badge')).toBe(1);
    expect(await scriptsWith(page, 'sandbox-panel-close')).toBe(0);

    // A wire asked for in the UI; its code is emailed.
    const wireId = await fileWire(page, '1000.00');

    // The panel lists the request as awaiting its code, and the mail with the code to copy.
    await openPanel(page);
    expect(await page.getByTestId('sandbox-about').textContent()).toContain(customer.email);
    const awaiting = panelRequest(page, wireId);
    await expect.poll(() => awaiting.getByTestId('sandbox-request-status').textContent(), eventually).toBe('Awaiting code');
    expect(await awaiting.getByTestId('sandbox-request-title').textContent()).toBe('Wire to Jane Doe');
    expect(await awaiting.getByTestId('sandbox-request-amount').textContent()).toBe('$1,000.00');
    expect(await awaiting.getByTestId('sandbox-request-expire').getAttribute('aria-label')).toBe('Expire the wire of $1,000.00 to Jane Doe');
    expect(await awaiting.getByTestId('sandbox-request-approve').count()).toBe(0);
    const mail = page.getByTestId('sandbox-mail-item').first();
    await expect.poll(() => mail.getByTestId('sandbox-mail-code').count(), eventually).toBe(1);
    const code = (await mail.getByTestId('sandbox-mail-code').textContent()) ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await mail.getByTestId('sandbox-mail-show').click();
    expect(await mail.getByTestId('sandbox-mail-text').textContent()).toContain(code);
    // Copy puts the code on the clipboard, to paste into the code step.
    await mail.getByTestId('sandbox-mail-copy').click();
    await expect.poll(() => toastTitles(page)).toContain('Code Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await closePanel(page);

    // The code confirms the wire: amount and fee are held.
    await page.getByTestId('wire-confirm-code').fill(await page.evaluate(() => navigator.clipboard.readText()));
    await page.getByTestId('wire-confirm-submit').click();
    await expect.poll(() => toastTitles(page), eventually).toContain(wireMessages.submittedTitle);
    await waitForPath(page, '/dashboard');
    await expect.poll(() => checkingBalance(page)).toBe(before - 102_500);
    expect(await page.getByTestId('notifications-toggle').getByTestId('notifications-unread').count()).toBe(0);

    // The panel now offers the back office's decisions on it; Approve takes one at once.
    await openPanel(page);
    const held = panelRequest(page, wireId);
    await expect.poll(() => held.getByTestId('sandbox-request-status').textContent(), eventually).toBe('Pending review');
    expect(await held.getByTestId('sandbox-request-expire').count()).toBe(0);
    await held.getByTestId('sandbox-request-approve').click();
    await expect.poll(() => toastTitles(page), eventually).toContain('Wire Approved');
    expect(await toastMessages(page)).toContain('The sandbox approved the wire of $1,000.00 to Jane Doe.');
    await expect.poll(() => held.count()).toBe(0);
    await expect.poll(() => page.getByTestId('sandbox-pending-empty').count()).toBe(1);
    await closePanel(page);

    // The dashboard: the money stays gone, the entries are completed, and the bell tells of it.
    expect(await checkingBalance(page)).toBe(before - 102_500);
    const amountRow = page
      .getByTestId('recent-transactions')
      .locator('[data-testid^="transaction-row-"]', { has: page.getByText('Wire Transfer to Jane Doe', { exact: true }) });
    await expect.poll(() => amountRow.getAttribute('data-status'), eventually).toBe('completed');
    await expect.poll(() => page.getByTestId('notifications-toggle').getByTestId('notifications-unread').textContent(), eventually).toBe('1');
    await page.getByTestId('notifications-toggle').click();
    await expect.poll(() => page.getByTestId('notification-item').first().textContent()).toContain(wireMessages.approvedTitle);

    await expectLedgerExact();
  });

  test('on a 375 px phone, approves, rejects and expires from the panel, then resets the bank to its start', async ({ browser }) => {
    // A day, unless asked: the longest the phone's badge reads.
    const customer = await newTestCustomer();
    const { accessToken } = await signIn(testUserPool(), customer.email, customer.password);
    const checkingId = customer.accounts.find((account) => account.type === 'checking')?.id ?? '';
    const before = startingChecking(customer);

    // A held wire, a pending check and a locker item, made by API with the code read from GET /api/sandbox/mail.
    const newWire = async (recipientName: string, amountCents: number) => {
      const created = await callApi<{ id: string }>('createWire', {
        token: accessToken,
        headers: { 'idempotency-key': randomUUID() },
        body: {
          accountId: checkingId,
          recipientName,
          recipientAccount: 'DE89370400440532013000',
          recipientBank: 'Deutsche Bank',
          swift: 'DEUTDEFF',
          recipientAddress: 'Taunusanlage 12, Frankfurt',
          amountCents,
          purpose: 'education',
        },
      });
      expect(created.status).toBe(201);
      return created.body;
    };
    const wire = { body: await newWire('Ada Lovelace', 50_000) };
    let code: string | undefined;
    await expect
      .poll(async () => {
        const mail = await callApi<{ items: { codes: string[] }[] }>('listMySandboxMail', { token: accessToken });
        code = mail.body.items?.[0]?.codes[0];
        return code;
      }, eventually)
      .toMatch(/^\d{6}$/);
    const confirmed = await callApi('confirmWire', { token: accessToken, params: { wireId: wire.body.id }, body: { code }, headers: { 'idempotency-key': randomUUID() } });
    expect(confirmed.status).toBe(200);
    const check = await newPendingCheck({ accessToken });
    const item = await newPendingLockerItem({ accessToken });
    // A second wire, left without its code.
    const unconfirmed = await newWire('Alan Turing', 30_000);

    const page = await openPage(browser, 'sandbox-phone', { width: 375, height: 812 });
    await signInAt(page, customer, '/dashboard');
    await expect.poll(() => checkingBalance(page), eventually).toBe(before - 52_500);
    // The badge fits the phone's header in its short form, on the brand's row; the page does not scroll sideways.
    await expect.poll(() => page.getByTestId('sandbox-badge-short').textContent(), eventually).toMatch(/^Test customer, expires in 23 h 5\d min23h$/);
    expect(await page.getByTestId('sandbox-badge-text').isVisible()).toBe(false);
    const middle = async (testId: string) => {
      const box = await page.getByTestId(testId).boundingBox();
      return box ? Math.round(box.y + box.height / 2) : NaN;
    };
    expect(Math.abs((await middle('sandbox-badge')) - (await middle('header-brand')))).toBeLessThanOrEqual(2);
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);

    await openPanel(page);
    const panelBox = await page.getByTestId('sandbox-panel').boundingBox();
    expect(panelBox && { left: Math.round(panelBox.x), width: Math.round(panelBox.width) }).toEqual({ left: 0, width: 375 });
    await expect.poll(() => page.getByTestId('sandbox-request').count(), eventually).toBe(4);
    // Each kind with the decisions it can take: the locker item approved, the check rejected, the wire without its code expired.
    const locker = panelRequest(page, item.id);
    expect(await locker.getByTestId('sandbox-request-title').textContent()).toBe('Locker item "Grandfather’s watch"');
    await locker.getByTestId('sandbox-request-approve').click();
    await expect.poll(() => toastTitles(page), eventually).toContain('Locker Item Approved');
    await expect.poll(() => page.getByTestId('sandbox-request').count()).toBe(3);
    const pendingCheck = panelRequest(page, check.id);
    expect(await pendingCheck.getByTestId('sandbox-request-title').textContent()).toMatch(/^Check deposit #\d+$/);
    await pendingCheck.getByTestId('sandbox-request-reject').click();
    await expect.poll(() => toastTitles(page), eventually).toContain('Check Deposit Rejected');
    await expect.poll(() => page.getByTestId('sandbox-request').count()).toBe(2);
    const awaiting = panelRequest(page, unconfirmed.id);
    expect(await awaiting.getByTestId('sandbox-request-status').textContent()).toBe('Awaiting code');
    await awaiting.getByTestId('sandbox-request-expire').click();
    await expect.poll(() => toastMessages(page), eventually).toContain('The sandbox expired the wire of $300.00 to Alan Turing. Nothing was reserved.');
    await expect.poll(() => page.getByTestId('sandbox-request').count()).toBe(1);

    // Reset asks first, naming what it does; cancelled, nothing happens.
    await page.getByTestId('sandbox-reset-open').click();
    const dialog = page.getByRole('dialog', { name: 'Reset the sandbox' });
    await dialog.waitFor();
    expect(await page.getByTestId('sandbox-reset-dialog-question').textContent()).toBe('Reset this test customer to the start of the New customer scenario?');
    await page.getByTestId('sandbox-reset-dialog-cancel').click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.getByTestId('sandbox-request').count()).toBe(1);

    await page.getByTestId('sandbox-reset-open').click();
    await page.getByTestId('sandbox-reset-dialog-submit').click();
    await expect.poll(() => toastTitles(page), eventually).toContain('Sandbox Reset');
    expect(await toastMessages(page)).toContain('Your accounts are back to their starting balances.');
    await expect.poll(() => page.getByTestId('sandbox-pending-empty').count(), eventually).toBe(1);
    await closePanel(page);

    // The balance is back where it started; the wire reads as rejected by the reset.
    await expect.poll(() => checkingBalance(page), eventually).toBe(before);
    const wires = await callApi<{ items: { id: string; status: string; adminNotes: string | null }[] }>('listMyWires', { token: accessToken });
    expect(wires.body.items.find((request) => request.id === wire.body.id)).toMatchObject({ status: 'rejected', adminNotes: sandboxReasons.reset });
    expect(wires.body.items.find((request) => request.id === unconfirmed.id)).toMatchObject({ status: 'expired' });
    const checks = await callApi<{ items: { id: string; status: string; rejectionReason: string | null }[] }>('listMyCheckDeposits', { token: accessToken });
    expect(checks.body.items.find((deposit) => deposit.id === check.id)).toMatchObject({ status: 'rejected', rejectionReason: sandboxReasons.simulatedRejection });
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);

    await expectLedgerExact();
  });

  test('shows a normal customer no badge and no panel, and the back office marks the test customer on its Users screen', async ({ browser }) => {
    const [normal, admin] = await Promise.all([createTestUser({ label: 'sandbox-normal' }), createTestUser({ label: 'sandbox-admin', admin: true })]);
    const testCustomer = await newTestCustomer({ ttlMinutes: 90 });

    const page = await openPage(browser, 'sandbox-normal', { width: 1366, height: 768 });
    await signInAt(page, normal, '/dashboard');
    await page.getByTestId('account-card-checking').waitFor(eventually);
    await page.getByTestId('notifications-toggle').waitFor();
    expect(await page.getByTestId('sandbox-badge').count()).toBe(0);
    // Not even its code was downloaded.
    expect(await scriptsWith(page, 'sandbox-badge')).toBe(0);

    // The back office's Users screen marks the test customer, with its expiry, and no one else.
    const back = await openPage(browser, 'sandbox-admin', { width: 1366, height: 768 });
    await signInAt(back, admin, '/admin');
    await back.goto(appUrl('/admin/users'));
    const userRow = (email: string) => back.locator('[data-testid="user-row"]', { has: back.getByText(email, { exact: true }) });
    await back.getByTestId('users-search').fill(testCustomer.email);
    const marked = userRow(testCustomer.email).getByTestId('user-test-customer');
    await expect.poll(() => marked.textContent(), eventually).toMatch(/^Test customerexpires /);
    expect(await marked.getAttribute('data-expires-at')).toBe(testCustomer.expiresAt);
    await back.getByTestId('users-search').fill(normal.email);
    await userRow(normal.email).waitFor(eventually);
    expect(await userRow(normal.email).getByTestId('user-test-customer').count()).toBe(0);
    expect(await back.getByTestId('sandbox-badge').count()).toBe(0);
  });
});
