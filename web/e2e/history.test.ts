import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { wireMessages } from '@sandbank/shared';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { callApi, signIn, testStack, testUserPool, waitForWireCode } from '@sandbank/scripts/test-harness';
import { newAccountHolder } from '@sandbank/scripts/test-harness/wire-journeys';
import { appUrl, createTestUser, openPage, submitSignIn, waitForPath, type TestUser } from './support/browser';
import { parseCsv } from './support/csv';

/*
 * The customer's history as they read it, at a laptop's width and a phone's: filters by money in
 * or out, by kind and by account; the account of each entry; the export with its Account and Note
 * columns; a rejected wire's entries reading "Returned" wherever they appear; and the dashboard's
 * one switch that hides every amount and is remembered.
 */

const widths = [
  { name: 'laptop', viewport: { width: 1366, height: 768 } },
  { name: 'phone', viewport: { width: 375, height: 812 } },
] as const;

const ok = <T extends { status: number; body: unknown }>(response: T, status: number): T => {
  if (response.status !== status) throw new Error(`Expected ${status}, got ${response.status}: ${JSON.stringify(response.body)}`);
  return response;
};

interface History {
  customer: TestUser;
  recipientEmail: string;
  checkingId: string;
  savingsId: string;
}

/**
 * A customer whose history holds a sample of every kind a filter tells apart: the opening
 * balances and samples, a transfer out with a note, an administrator's credit, and a wire
 * confirmed with the mailed code and then rejected, so its amount and fee are returned.
 */
async function customerWithHistory(): Promise<History> {
  const [customer, admin, recipient] = await Promise.all([
    createTestUser({ label: 'history' }),
    createTestUser({ label: 'history-admin', admin: true }),
    newAccountHolder(),
  ]);
  const token = (await signIn(testUserPool(), customer.email, customer.password)).accessToken;
  const adminToken = (await signIn(testUserPool(), admin.email, admin.password)).accessToken;
  const accounts = ok(await callApi('listMyAccounts', { token }), 200).body.items as { id: string; type: string }[];
  const checkingId = accounts.find((account) => account.type === 'checking')?.id ?? '';
  const savingsId = accounts.find((account) => account.type === 'savings')?.id ?? '';
  const key = () => ({ 'idempotency-key': randomUUID() });

  ok(
    await callApi('createInternalTransfer', {
      token,
      body: { fromAccountId: checkingId, toEmail: recipient.email, amountCents: 2_500, note: 'Concert tickets' },
      headers: key(),
    }),
    201,
  );
  ok(
    await callApi('adjustAccountBalance', {
      token: adminToken,
      params: { accountId: checkingId },
      body: { direction: 'credit', amountCents: 12_345, reason: 'Goodwill credit (journey)' },
      headers: key(),
    }),
    201,
  );
  const wire = ok(
    await callApi('createWire', {
      token,
      body: {
        accountId: checkingId,
        recipientName: 'Jane Doe',
        recipientAccount: 'DE89 3704 0044 0532 0130 00',
        recipientBank: 'Commerzbank',
        swift: 'COBADEFFXXX',
        recipientAddress: '1 Example Street, Berlin',
        amountCents: 10_000,
        purpose: 'family_support',
      },
      headers: key(),
    }),
    201,
  ).body as { id: string };
  const code = await waitForWireCode(testStack().urls.ses, customer.email, { wireId: wire.id });
  ok(await callApi('confirmWire', { token, params: { wireId: wire.id }, body: { code }, headers: key() }), 200);
  ok(
    await callApi('rejectWire', {
      token: adminToken,
      params: { wireId: wire.id },
      body: { reason: 'Recipient details do not match' },
      headers: key(),
    }),
    200,
  );
  return { customer, recipientEmail: recipient.email, checkingId, savingsId };
}

const rows = (page: Page) => page.locator('[data-testid^="transaction-row-"]');

async function settled(page: Page): Promise<void> {
  await page.locator('[data-testid="transactions-results"][data-loading="false"]').waitFor();
}

const descriptions = (page: Page) => rows(page).getByTestId('transaction-description').allTextContents();
const amounts = (page: Page) => rows(page).getByTestId('transaction-amount').allTextContents();

/** Nothing sticks out sideways, a phone's width included. */
async function expectNoOverflow(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

async function filtersAndExport(page: Page, history: History, phone: boolean): Promise<void> {
  await page.goto(appUrl('/transactions'));
  await settled(page);
  await expectNoOverflow(page);

  // Money in: every credit, an administrator's among them, and nothing else.
  await page.getByTestId('transactions-direction-in').click();
  await page.waitForURL((url) => url.searchParams.get('direction') === 'in');
  await settled(page);
  // The unfiltered rows stay on screen until the filtered ones arrive, and they hold the credit too.
  await expect.poll(async () => (await amounts(page)).every((amount) => amount.startsWith('+'))).toBe(true);
  expect(await descriptions(page)).toContain('Admin credit adjustment');
  expect(await page.getByTestId('transactions-direction-in').getAttribute('aria-pressed')).toBe('true');

  // The type list names adjustments, wires and fees.
  await page.getByTestId('transactions-type').selectOption('adjustment');
  await page.waitForURL((url) => url.searchParams.get('type') === 'adjustment');
  await settled(page);
  await expect.poll(() => descriptions(page)).toEqual(['Admin credit adjustment']);

  await page.getByTestId('transactions-direction-out').click();
  await page.getByTestId('transactions-type').selectOption('wire_transfer');
  await page.waitForURL((url) => url.searchParams.get('type') === 'wire_transfer' && url.searchParams.get('direction') === 'out');
  await settled(page);
  await expect.poll(() => descriptions(page)).toEqual(['Wire Transfer to Jane Doe']);

  // The rejected wire's entry reads as returned: the word, a muted struck-through amount.
  const wireRow = rows(page).first();
  expect(await wireRow.getAttribute('data-status')).toBe('failed');
  expect(await wireRow.getByTestId('transaction-returned').textContent()).toBe('Returned');
  const amount = wireRow.getByTestId('transaction-amount');
  expect(await amount.textContent()).toBe('-$100.00');
  expect(await amount.evaluate((element) => getComputedStyle(element).textDecorationLine)).toBe('line-through');
  await wireRow.click();
  await expect.poll(() => page.getByTestId('transaction-status-badge').textContent()).toBe('Returned');
  expect(await page.getByTestId('transaction-details-amount').evaluate((element) => getComputedStyle(element).textDecorationLine)).toBe('line-through');
  await page.getByTestId('transaction-details-close').click();
  await page.getByRole('dialog').waitFor({ state: 'hidden' });

  await page.getByTestId('transactions-type').selectOption('fee');
  await page.waitForURL((url) => url.searchParams.get('type') === 'fee');
  await settled(page);
  await expect.poll(() => descriptions(page)).toEqual(['Wire transfer fee']);
  expect(await rows(page).first().getByTestId('transaction-returned').textContent()).toBe('Returned');

  // One account: its entries only, each naming it (a column on a wide screen, beside the date on a phone).
  await page.getByTestId('transactions-clear-filters').click();
  await page.getByTestId('transactions-account').selectOption(history.savingsId);
  await page.waitForURL((url) => url.searchParams.get('account') === history.savingsId && !url.searchParams.has('type'));
  await settled(page);
  await expect.poll(() => descriptions(page)).toEqual(['Opening balance']);
  const accountCell = rows(page).first().getByTestId(phone ? 'transaction-account-inline' : 'transaction-account');
  expect(await accountCell.isVisible()).toBe(true);
  expect(await accountCell.textContent()).toMatch(/High-Yield Savings/);
  await expectNoOverflow(page);

  // Money out of checking, exported: the file has the Account and Note columns.
  await page.getByTestId('transactions-account').selectOption(history.checkingId);
  await page.getByTestId('transactions-direction-out').click();
  await page.waitForURL((url) => url.searchParams.get('account') === history.checkingId && url.searchParams.get('direction') === 'out');
  await settled(page);
  await expect.poll(() => descriptions(page)).toEqual([
    'Wire transfer fee',
    'Wire Transfer to Jane Doe',
    `Transfer to ${history.recipientEmail}`,
    'Sample outgoing transfer',
    'Sample ATM withdrawal',
  ]);
  const checkingLabel = await rows(page).first().getByTestId(phone ? 'transaction-account-inline' : 'transaction-account').textContent();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('transactions-export').click()]);
  const csv = parseCsv(await readFile(await download.path(), 'utf8'));
  expect(csv[0]).toEqual(['Date', 'Description', 'Type', 'Status', 'Amount', 'Reference', 'Account', 'Note']);
  expect(csv.slice(1).map((cells) => cells[1])).toEqual(await descriptions(page));
  expect(new Set(csv.slice(1).map((cells) => cells[6]))).toEqual(new Set([checkingLabel]));
  const transferLine = csv.find((cells) => cells[1] === `Transfer to ${history.recipientEmail}`);
  expect(transferLine?.[7]).toBe('Concert tickets');
  expect(csv.find((cells) => cells[1] === 'Wire Transfer to Jane Doe')?.[3]).toBe('failed');
}

async function hiddenBalances(page: Page): Promise<void> {
  await page.goto(appUrl('/dashboard'));
  await page.getByTestId('account-card-checking-balance').waitFor();
  await page.getByTestId('balance-chart').waitFor();
  await page.getByTestId('recent-transactions').getByTestId('transaction-amount').first().waitFor();
  const amountShown = /\$\d/;
  expect(await page.getByTestId('dashboard').textContent()).toMatch(amountShown);

  // One switch hides every amount: the cards, the summary, the chart and the recent entries.
  const toggle = page.getByTestId('hide-balances');
  await toggle.click();
  await expect.poll(() => page.getByTestId('account-card-checking-balance').getAttribute('data-hidden')).toBe('true');
  expect(await toggle.isChecked()).toBe(true);
  expect(await page.getByTestId('summary-total-balance').getAttribute('data-hidden')).toBe('true');
  expect(await page.getByTestId('balance-history-hidden').isVisible()).toBe(true);
  expect(await page.getByTestId('balance-chart').count()).toBe(0);
  expect(await page.getByTestId('dashboard').textContent()).not.toMatch(amountShown);
  await expectNoOverflow(page);

  // Remembered in this browser.
  await page.reload();
  await page.getByTestId('recent-transactions').getByTestId('transaction-amount').first().waitFor();
  expect(await page.getByTestId('hide-balances').isChecked()).toBe(true);
  expect(await page.getByTestId('dashboard').textContent()).not.toMatch(amountShown);

  await page.getByTestId('hide-balances').click();
  await page.getByTestId('balance-chart').waitFor();
  expect(await page.getByTestId('account-card-checking-balance').getAttribute('data-hidden')).toBe('false');
  expect(await page.getByTestId('summary-total-balance').textContent()).toMatch(amountShown);
}

test.describe('journey: the history and the dashboard amounts', () => {
  test('filters by direction, type and account, exports Account and Note, shows a rejected wire as returned and hides every amount with one switch', async ({ browser }) => {
    const history = await customerWithHistory();

    for (const { name, viewport } of widths) {
      const page = await openPage(browser, `history-${name}`, viewport);
      await page.goto(appUrl('/auth'));
      await submitSignIn(page, history.customer.email, history.customer.password);
      await waitForPath(page, '/dashboard');

      await filtersAndExport(page, history, name === 'phone');
      await hiddenBalances(page);

      // The bell says the same word as the entries.
      await page.getByTestId('notifications-toggle').click();
      const notice = page.getByTestId('notification-item').first();
      await expect.poll(() => notice.textContent()).toContain(wireMessages.rejectedTitle);
      expect(wireMessages.rejectedTitle).toBe('Wire transfer returned');
      expect(await notice.textContent()).toContain('$125.00 was returned to your account.');
    }
  });
});
