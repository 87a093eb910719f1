import { randomUUID } from 'node:crypto';
import { parseAmountToCents, wireMessages } from '@sandbank/shared';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { callApi, signIn, testStack, testUserPool, waitForWireCode, wireCodeEmails } from '@sandbank/scripts/test-harness';
import { ageWireRequest, runJobNow } from '@sandbank/scripts/test-harness/wire-journeys';
import { appUrl, createTestUser, openPage, submitSignIn, waitForPath, type TestUser } from './support/browser';

/*
 * Wires end to end, in the browser, on the real local stack: the form, the code read from the
 * local mailbox (the SES emulator's store, as a person reads their email), the hold, the back
 * office's decision, and the customer's view of each step. Time passing (a minute for a resend,
 * fifteen for an expiry) is the one thing made up: the request's code is dated back, as the
 * integration tests do, and the expiry job then runs as its schedule would run it.
 */

const sesUrl = () => testStack().urls.ses;

/** '$12,847.52' or '-$50.00' → signed cents. */
function centsOf(displayed: string | null): number {
  const text = (displayed ?? '').trim();
  const negative = /^[-−]/.test(text);
  const cents = parseAmountToCents(text.replace(/^[-−+]/, '').replace('$', ''));
  if (cents === null) throw new Error(`Not an amount: ${displayed}`);
  return negative ? -cents : cents;
}

async function signInAt(page: Page, user: TestUser, landing: string): Promise<void> {
  await page.goto(appUrl('/auth'));
  await submitSignIn(page, user.email, user.password);
  await waitForPath(page, landing);
}

const checkingBalance = async (page: Page) => centsOf(await page.getByTestId('account-card-checking-balance').textContent());
const toastTitles = (page: Page) => page.getByTestId('toast-title').allTextContents();
const toastMessages = (page: Page) => page.getByTestId('toast-message').allTextContents();

interface WireInput {
  recipientName: string;
  amount: string;
  notes?: string;
}

/** Fills /wire-transfer from the checking account and submits it; resolves with the new request's id. */
async function fileWire(page: Page, wire: WireInput): Promise<string> {
  await page.goto(appUrl('/wire-transfer'));
  await page.getByTestId('wire-transfer-form').waitFor();
  const checkingId = await page.locator('#wire-from option', { hasText: 'Everyday Checking' }).getAttribute('value');
  await page.getByTestId('wire-from').selectOption(checkingId ?? '');
  await page.getByTestId('wire-recipient-name').fill(wire.recipientName);
  await page.getByTestId('wire-recipient-account').fill('DE89 3704 0044 0532 0130 00');
  await page.getByTestId('wire-recipient-address').fill('Taunusanlage 12, 60325 Frankfurt am Main');
  await page.getByTestId('wire-recipient-bank').fill('Deutsche Bank');
  await page.getByTestId('wire-swift').fill('deutdeff');
  await page.getByTestId('wire-amount').fill(wire.amount);
  await page.getByTestId('wire-purpose').selectOption('family_support');
  if (wire.notes) await page.getByTestId('wire-notes').fill(wire.notes);
  await page.getByTestId('wire-submit').click();
  await page.waitForURL((url) => /^\/wire-transfer\/[0-9A-Z]{26}\/confirm$/.test(url.pathname));
  const wireId = new URL(page.url()).pathname.split('/')[2] ?? '';
  await page.getByTestId('wire-confirm-code').waitFor();
  return wireId;
}

async function enterCode(page: Page, code: string): Promise<void> {
  await page.getByTestId('wire-confirm-code').fill(code);
  await page.getByTestId('wire-confirm-submit').click();
}

/** The row of a wire in the customer's My wires list on /wire-transfer. */
const myWire = (page: Page, wireId: string) => page.locator(`[data-testid="my-wire"][data-wire-id="${wireId}"]`);

/** From /wire-transfer's My wires back to the code step of a request that waits for its code. */
async function resumeFromMyWires(page: Page, wireId: string): Promise<void> {
  await page.goto(appUrl('/wire-transfer'));
  const row = myWire(page, wireId);
  await expect.poll(() => row.getAttribute('data-status')).toBe('awaiting-code');
  expect(await row.getByTestId('my-wire-status').textContent()).toBe('Awaiting code');
  // The list fits the page's width, a phone's too.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  await row.getByTestId('my-wire-enter-code').click();
  await waitForPath(page, `/wire-transfer/${wireId}/confirm`);
  await page.getByTestId('wire-confirm-code').waitFor();
}

/** What the code step of an expired request says. */
const expiredText = 'This request expired before its code was entered. Nothing was reserved.';

/** A six-digit code that is not `code`. */
const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

/** The dashboard's recent row of the wire's amount entry. */
const recentRow = (page: Page, description: string) =>
  page.getByTestId('recent-transactions').locator('[data-testid^="transaction-row-"]', { has: page.getByText(description, { exact: true }) });

const historyRows = (page: Page, description: string) =>
  page.getByTestId('transactions-results').locator('[data-testid^="transaction-row-"]', { has: page.getByText(description, { exact: true }) });

async function userIdOf(user: TestUser): Promise<{ userId: string; token: string }> {
  const { accessToken } = await signIn(testUserPool(), user.email, user.password);
  const me = await callApi<{ userId: string }>('getMe', { token: accessToken });
  return { userId: me.body.userId, token: accessToken };
}

/** /admin/transfers, with the status filter given or all statuses. */
async function openAdminWires(admin: Page, filter: 'pending' | null): Promise<void> {
  await admin.goto(appUrl(filter ? `/admin/transfers?filter=${filter}` : '/admin/transfers'));
  await admin.getByTestId('wires-table').waitFor();
}

test.describe('journey: wire transfers', () => {
  test.beforeAll(() => {
    // Dating a request back writes to the stack's table, through the same SDK settings as the handlers.
    Object.assign(process.env, testStack().lambdaEnv);
  });

  test('holds amount and fee on the right code, completes on approval, and returns every cent on rejection', async ({ browser }) => {
    const [customer, reviewer] = await Promise.all([createTestUser({ label: 'wire-customer' }), createTestUser({ label: 'wire-admin', admin: true })]);
    const page = await openPage(browser, 'wire-customer', { width: 1366, height: 768 });
    await signInAt(page, customer, '/dashboard');
    const before = await checkingBalance(page);

    // The dashboard's Transfer Funds leads to the form; its panel states the published fee and limits.
    await page.getByTestId('quick-action-wire-transfer').click();
    await waitForPath(page, '/wire-transfer');
    await expect.poll(() => page.title()).toMatch(/^Wire Transfer/);
    const panel = await page.getByTestId('wire-transfer-info').textContent();
    expect(panel).toContain('$25.00');
    expect(panel).toContain('$100.00');
    expect(panel).toContain('$250,000.00');

    // A malformed SWIFT/BIC and an amount under the minimum are caught with the shared messages.
    await page.getByTestId('wire-swift').fill('DEUT');
    await page.getByTestId('wire-amount').fill('50');
    await page.getByTestId('wire-submit').click();
    await expect.poll(() => page.getByTestId('wire-swift-error').textContent()).toBe(wireMessages.invalidSwift);
    expect(await page.getByTestId('wire-amount-error').textContent()).toBe(wireMessages.belowMinimum('$100.00'));
    expect(new URL(page.url()).pathname).toBe('/wire-transfer');

    // First wire: filed, confirmed with the emailed code, held.
    const firstId = await fileWire(page, { recipientName: 'Jane Doe', amount: '1000.00', notes: 'Rent for March' });
    expect(await page.getByTestId('wire-summary-amount').textContent()).toBe('$1,000.00');
    expect(await page.getByTestId('wire-summary-fee').textContent()).toBe('$25.00');
    expect(await page.getByTestId('wire-summary-recipient').textContent()).toBe('Jane Doe');
    const code = await waitForWireCode(sesUrl(), customer.email, { wireId: firstId });
    // The email links to this request's code step.
    const [mail] = await wireCodeEmails(sesUrl(), customer.email, { wireId: firstId });
    expect(mail?.email.body.text).toContain(`\n${appUrl(`/wire-transfer/${firstId}/confirm`)}\n`);

    // Left before the code is entered, the request waits in My wires, which leads back to the code step.
    await page.goto(appUrl('/dashboard'));
    await resumeFromMyWires(page, firstId);
    await expect.poll(() => page.getByTestId('wire-confirm-submit').isDisabled()).toBe(true);
    await enterCode(page, code);
    await expect.poll(() => toastTitles(page), { timeout: 10_000 }).toContain(wireMessages.submittedTitle);
    expect(await toastMessages(page)).toContain(wireMessages.submitted);
    await waitForPath(page, '/dashboard');
    await expect.poll(() => checkingBalance(page)).toBe(before - 102_500);

    // Both entries are pending, with the yellow dot; the details dialog loads the wire.
    const amountRow = recentRow(page, 'Wire Transfer to Jane Doe');
    const feeRow = recentRow(page, 'Wire transfer fee');
    await expect.poll(() => amountRow.getAttribute('data-status')).toBe('pending');
    expect(await feeRow.getAttribute('data-status')).toBe('pending');
    expect(await amountRow.getByTestId('transaction-pending-dot').count()).toBe(1);
    expect(await amountRow.getByTestId('transaction-amount').textContent()).toBe('-$1,000.00');
    expect(await feeRow.getByTestId('transaction-amount').textContent()).toBe('-$25.00');
    const amountEntryId = ((await amountRow.getAttribute('data-testid')) ?? '').replace('transaction-row-', '');
    await amountRow.click();
    await expect.poll(() => page.getByTestId('transaction-details-pending-notice').textContent()).toContain('being reviewed and will be processed once approved');
    await expect.poll(() => page.getByTestId('wire-detail-recipient').textContent()).toBe('Jane Doe');
    expect(await page.getByTestId('wire-detail-bank').textContent()).toBe('Deutsche Bank');
    expect(await page.getByTestId('wire-detail-swift').textContent()).toBe('DEUTDEFF');
    expect(await page.getByTestId('wire-detail-purpose').textContent()).toBe('Family support');
    expect(await page.getByTestId('wire-detail-address').textContent()).toBe('Taunusanlage 12, 60325 Frankfurt am Main');
    expect(await page.getByTestId('wire-detail-sender-notes').textContent()).toBe('Rent for March');
    expect(await page.getByTestId('wire-detail-admin-notes').textContent()).toBe('None');
    await page.getByTestId('transaction-details-close').click();

    // The back office: the overview's Pending Transfers card leads to the pending wires; approve.
    const admin = await openPage(browser, 'wire-admin', { width: 1366, height: 768 });
    await signInAt(admin, reviewer, '/admin');
    await admin.getByTestId('admin-stat-pending-link').click();
    await admin.waitForURL((url) => url.pathname === '/admin/transfers' && url.searchParams.get('filter') === 'pending');
    await expect.poll(() => admin.title()).toMatch(/^Wire transfers/);
    expect(await admin.getByTestId('wires-status-filter').inputValue()).toBe('pending');
    const firstRow = admin.locator(`[data-testid="wire-row"][data-wire-id="${firstId}"]`);
    await firstRow.waitFor();
    expect(await firstRow.getByTestId('wire-row-amount').textContent()).toBe('$1,000.00');
    await firstRow.getByTestId('wire-details').click();
    await expect.poll(() => admin.getByTestId('wire-detail-sender-notes').textContent()).toBe('Rent for March');
    // Approving asks first, naming the amount and the recipient; cancelled, nothing is decided.
    await admin.getByTestId('wire-details-dialog-approve').click();
    const confirm = admin.getByTestId('approve-wire-dialog');
    await expect.poll(() => confirm.getByTestId('approve-wire-dialog-question').textContent()).toBe('Approve wire of $1,000.00 to Jane Doe?');
    await confirm.getByTestId('approve-wire-dialog-cancel').click();
    await expect.poll(() => confirm.count()).toBe(0);
    expect(await firstRow.getAttribute('data-status')).toBe('pending');
    await firstRow.getByTestId('wire-approve').click();
    await confirm.getByTestId('approve-wire-dialog-submit').click();
    await expect.poll(() => toastMessages(admin), { timeout: 10_000 }).toContain(wireMessages.approved);
    expect(await toastTitles(admin)).toContain(wireMessages.statusUpdatedTitle);
    await expect.poll(() => firstRow.count()).toBe(0);
    await admin.getByTestId('wires-status-filter').selectOption('approved');
    await expect.poll(() => admin.locator(`[data-testid="wire-row"][data-wire-id="${firstId}"]`).getAttribute('data-status')).toBe('approved');

    // The customer's entries are completed; the balance stays where the hold put it.
    await page.goto(appUrl('/transactions'));
    await expect.poll(() => historyRows(page, 'Wire Transfer to Jane Doe').getAttribute('data-status')).toBe('completed');
    expect(await historyRows(page, 'Wire transfer fee').first().getAttribute('data-status')).toBe('completed');
    await page.goto(appUrl('/dashboard'));
    await expect.poll(() => checkingBalance(page)).toBe(before - 102_500);

    // The bell tells of the approval; its notification opens that entry's details on /transactions.
    await expect.poll(() => page.getByTestId('notifications-unread').textContent()).toBe('1');
    await page.getByTestId('notifications-toggle').click();
    const approvedNotice = page.getByTestId('notification-item').first();
    await expect.poll(() => approvedNotice.textContent()).toContain(wireMessages.approvedTitle);
    expect(await approvedNotice.textContent()).toContain('Your wire of $1,000.00 to Jane Doe was approved.');
    expect(await approvedNotice.getAttribute('href')).toBe(`/transactions?transaction=${amountEntryId}`);
    await approvedNotice.click();
    await waitForPath(page, '/transactions');
    await expect.poll(() => page.getByTestId('transaction-details-description').textContent()).toBe('Wire Transfer to Jane Doe');
    await expect.poll(() => page.getByTestId('wire-detail-recipient').textContent()).toBe('Jane Doe');
    await page.getByTestId('transaction-details-close').click();
    await expect.poll(() => new URL(page.url()).search).toBe('');

    // Second wire: held, then rejected with a reason; every cent comes back.
    const held = before - 102_500;
    const secondId = await fileWire(page, { recipientName: 'John Roe', amount: '500.00' });
    await enterCode(page, await waitForWireCode(sesUrl(), customer.email, { wireId: secondId }));
    await waitForPath(page, '/dashboard');
    await expect.poll(() => checkingBalance(page)).toBe(held - 52_500);

    await openAdminWires(admin, null);
    const secondRow = admin.locator(`[data-testid="wire-row"][data-wire-id="${secondId}"]`);
    await secondRow.getByTestId('wire-reject').click();
    // The reason is required.
    await admin.getByTestId('reject-wire-dialog-submit').click();
    await expect.poll(() => admin.getByTestId('reject-wire-dialog-reason-error').textContent()).toBe('A reason is required');
    const reason = 'The recipient bank could not confirm the account holder.';
    await admin.getByTestId('reject-wire-dialog-reason').fill(reason);
    await admin.getByTestId('reject-wire-dialog-submit').click();
    await expect.poll(() => toastMessages(admin), { timeout: 10_000 }).toContain(wireMessages.rejected);
    await expect.poll(() => secondRow.getAttribute('data-status')).toBe('rejected');
    expect(await secondRow.getByTestId('wire-reject').count()).toBe(0);

    await page.reload();
    await expect.poll(() => checkingBalance(page)).toBe(held);
    const rejectedRow = recentRow(page, 'Wire Transfer to John Roe');
    await expect.poll(() => rejectedRow.getAttribute('data-status')).toBe('failed');
    expect(await recentRow(page, 'Wire transfer fee').first().getAttribute('data-status')).toBe('failed');
    await rejectedRow.click();
    await expect.poll(() => page.getByTestId('wire-detail-admin-notes').textContent()).toBe(reason);
    expect(await page.getByTestId('transaction-details-pending-notice').count()).toBe(0);
    await page.getByTestId('transaction-details-close').click();

    // The bell tells of the rejection with its reason and the money returned.
    await expect.poll(() => page.getByTestId('notifications-unread').textContent()).toBe('1');
    await page.getByTestId('notifications-toggle').click();
    const rejectedNotice = page.getByTestId('notification-item').first();
    await expect.poll(() => rejectedNotice.textContent()).toContain(wireMessages.rejectedTitle);
    expect(await rejectedNotice.textContent()).toContain(`Your wire of $500.00 to John Roe was rejected: ${reason}. $525.00 was returned to your account.`);
    await expect.poll(() => page.getByTestId('notifications-unread').count()).toBe(0);

    // My wires tells each request's outcome, and offers no code step for them.
    await page.goto(appUrl('/wire-transfer'));
    await expect.poll(() => myWire(page, firstId).getAttribute('data-status')).toBe('completed');
    expect(await myWire(page, firstId).getByTestId('my-wire-status').textContent()).toBe('Completed');
    expect(await myWire(page, secondId).getAttribute('data-status')).toBe('rejected');
    expect(await myWire(page, secondId).getByTestId('my-wire-reason').textContent()).toBe(`Rejected: ${reason}`);
    expect(await page.getByTestId('my-wire-enter-code').count()).toBe(0);
  });

  test('refuses wrong codes, voids the code after five, throttles resends and lets an unconfirmed request expire', async ({ browser }) => {
    const customer = await createTestUser({ label: 'wire-codes' });
    const { userId, token } = await userIdOf(customer);
    const page = await openPage(browser, 'wire-codes', { width: 1366, height: 768 });
    await signInAt(page, customer, '/dashboard');
    const before = await checkingBalance(page);

    const wireId = await fileWire(page, { recipientName: 'Ada Example', amount: '150.00' });
    const code = await waitForWireCode(sesUrl(), customer.email, { wireId });
    const wrong = wrongCodeFor(code);

    // A new code may not be asked for within the minute: the button counts down.
    await expect.poll(() => page.getByTestId('wire-confirm-resend').textContent()).toMatch(/^Resend code in \d+ s$/);
    expect(await page.getByTestId('wire-confirm-resend').isDisabled()).toBe(true);

    // A wrong code: 'Invalid Code', the field clears, one try fewer.
    await enterCode(page, wrong);
    await expect.poll(() => toastTitles(page)).toContain(wireMessages.invalidCodeTitle);
    expect(await toastMessages(page)).toContain(wireMessages.invalidCode);
    expect(await page.getByTestId('wire-confirm-code').inputValue()).toBe('');
    await expect.poll(() => page.getByTestId('wire-confirm-attempts').textContent()).toContain('4 tries left');

    // Four more: the code is void and only a new one helps.
    for (const left of [3, 2, 1]) {
      await enterCode(page, wrong);
      await expect.poll(() => page.getByTestId('wire-confirm-attempts').textContent()).toContain(`${left} ${left === 1 ? 'try' : 'tries'} left`);
    }
    await enterCode(page, wrong);
    await expect.poll(() => page.getByTestId('wire-confirm-attempts-used').textContent()).toBe(wireMessages.codeAttemptsUsed);
    expect(await page.getByTestId('wire-confirm-code').isDisabled()).toBe(true);
    expect(await page.getByTestId('wire-confirm-submit').isDisabled()).toBe(true);
    // Not even the right code works any more.
    const refused = await callApi<{ error: { message: string } }>('confirmWire', {
      token,
      params: { wireId },
      body: { code },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.body.error.message).toBe(wireMessages.codeAttemptsUsed);

    // A minute later a new code may be asked for; the old one stops working.
    await ageWireRequest(userId, wireId, 61);
    await page.reload();
    await expect.poll(() => page.getByTestId('wire-confirm-resend').isDisabled()).toBe(false);
    await page.getByTestId('wire-confirm-resend').click();
    await expect.poll(() => toastTitles(page)).toContain('Code Sent');
    const newCode = await waitForWireCode(sesUrl(), customer.email, { wireId, notCode: code });
    await expect.poll(() => page.getByTestId('wire-confirm-attempts').textContent()).toContain('5 tries left');
    expect(await page.getByTestId('wire-confirm-resend').isDisabled()).toBe(true);
    if (newCode !== code) {
      await enterCode(page, code);
      await expect.poll(() => page.getByTestId('wire-confirm-attempts').textContent()).toContain('4 tries left');
    }

    // Fifteen minutes without the code: the page says the request expired, that nothing was reserved, and leads back to the form.
    await ageWireRequest(userId, wireId, 15 * 60 + 1);
    await page.reload();
    await expect.poll(() => page.getByTestId('wire-confirm-expired').textContent()).toBe(expiredText);
    expect(await page.getByTestId('wire-summary-reserved').textContent()).toBe('Nothing');
    expect(await page.getByTestId('wire-summary-total').count()).toBe(0);
    // The server refuses the right code too, before the expiry job has run.
    const late = await callApi<{ error: { message: string } }>('confirmWire', {
      token,
      params: { wireId },
      body: { code: newCode },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(late.status).toBeGreaterThanOrEqual(400);
    expect(late.body.error.message).toBe(wireMessages.codeExpired);
    // The expiry job, run as the scheduler runs it, marks the request expired.
    await runJobNow('expireWireRequests');
    const expired = await callApi<{ status: string }>('getMyWire', { token, params: { wireId } });
    expect(expired.body.status).toBe('expired');
    await page.reload();
    await expect.poll(() => page.getByTestId('wire-confirm-expired').textContent()).toBe(expiredText);
    await page.getByTestId('wire-confirm-start-again').click();
    await waitForPath(page, '/wire-transfer');
    // My wires shows it expired, with no way to a code step.
    await expect.poll(() => myWire(page, wireId).getAttribute('data-status')).toBe('expired');
    expect(await myWire(page, wireId).getByTestId('my-wire-status').textContent()).toBe('Expired');
    expect(await myWire(page, wireId).getByTestId('my-wire-enter-code').count()).toBe(0);

    // No money ever moved.
    await page.goto(appUrl('/dashboard'));
    await expect.poll(() => checkingBalance(page)).toBe(before);
  });

  test('fits a 375 px phone: the form, the code step and the back office’s wires, where a row’s Approve decides', async ({ browser }) => {
    const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
    const [customer, reviewer] = await Promise.all([createTestUser({ label: 'wire-phone' }), createTestUser({ label: 'wire-phone-admin', admin: true })]);
    const phone = await openPage(browser, 'wire-phone', { width: 375, height: 812 });
    await signInAt(phone, customer, '/dashboard');
    await phone.goto(appUrl('/wire-transfer'));
    await phone.getByTestId('wire-transfer-form').waitFor();
    expect(await pageWidth(phone)).toBeLessThanOrEqual(375);
    const wireId = await fileWire(phone, { recipientName: 'Phone Recipient', amount: '120.00' });
    expect(await pageWidth(phone)).toBeLessThanOrEqual(375);
    // Left before the code is entered, the request is picked up again from My wires.
    await phone.goto(appUrl('/dashboard'));
    await resumeFromMyWires(phone, wireId);
    expect(await pageWidth(phone)).toBeLessThanOrEqual(375);
    await enterCode(phone, await waitForWireCode(sesUrl(), customer.email, { wireId }));
    await waitForPath(phone, '/dashboard');

    // A request left without its code expires; its page says nothing was reserved, and My wires says Expired.
    const lapsedId = await fileWire(phone, { recipientName: 'Phone Lapsed', amount: '110.00' });
    await ageWireRequest((await userIdOf(customer)).userId, lapsedId, 15 * 60 + 1);
    await phone.reload();
    await expect.poll(() => phone.getByTestId('wire-confirm-expired').textContent()).toBe(expiredText);
    expect(await phone.getByTestId('wire-summary-reserved').textContent()).toBe('Nothing');
    expect(await pageWidth(phone)).toBeLessThanOrEqual(375);
    await phone.getByTestId('wire-confirm-start-again').click();
    await expect.poll(() => myWire(phone, lapsedId).getAttribute('data-status')).toBe('expired');
    expect(await myWire(phone, wireId).getAttribute('data-status')).toBe('pending-review');
    expect(await myWire(phone, wireId).getByTestId('my-wire-status').textContent()).toBe('Pending review');

    // The back office on a phone: the table scrolls inside its card, and a row's Approve decides the wire.
    const adminPhone = await openPage(browser, 'wire-phone-admin', { width: 375, height: 812 });
    await signInAt(adminPhone, reviewer, '/admin');
    await adminPhone.goto(appUrl('/admin/transfers?filter=pending'));
    const row = adminPhone.locator(`[data-testid="wire-row"][data-wire-id="${wireId}"]`);
    await row.waitFor();
    expect(await pageWidth(adminPhone)).toBeLessThanOrEqual(375);
    await row.getByTestId('wire-approve').click();
    const confirm = adminPhone.getByTestId('approve-wire-dialog');
    await expect.poll(() => confirm.getByTestId('approve-wire-dialog-question').textContent()).toBe('Approve wire of $120.00 to Phone Recipient?');
    expect(await pageWidth(adminPhone)).toBeLessThanOrEqual(375);
    await confirm.getByTestId('approve-wire-dialog-submit').click();
    await expect.poll(() => toastMessages(adminPhone), { timeout: 10_000 }).toContain(wireMessages.approved);
    await expect.poll(() => row.count()).toBe(0);
  });
});
