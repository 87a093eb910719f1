import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { apiMessages, formatCents, parseAmountToCents } from '@sandbank/shared';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { callApi, signIn, testUserPool } from '@sandbank/scripts/test-harness';
import { pdfLines } from '@sandbank/scripts/test-harness/pdf-text';
import { appUrl, createTestUser, openPage, submitSignIn, waitForPath, type TestUser } from './support/browser';
import { expectAccessible } from './support/accessibility';
import { parseCsv } from './support/csv';

const TRANSFER_COMPLETED = 'Internal transfer completed successfully!';

/** '$12,847.52' or '-$50.00' → signed cents. */
function centsOf(displayed: string | null): number {
  const text = (displayed ?? '').trim();
  const negative = /^[-−]/.test(text);
  const cents = parseAmountToCents(text.replace(/^[-−+]/, '').replace('$', ''));
  if (cents === null) throw new Error(`Not an amount: ${displayed}`);
  return negative ? -cents : cents;
}

async function signInOnPage(page: Page, user: TestUser): Promise<void> {
  await page.goto(appUrl('/auth'));
  await submitSignIn(page, user.email, user.password);
  await waitForPath(page, '/dashboard');
  await page.getByTestId('account-card-checking-balance').waitFor();
}

const balanceOf = async (page: Page, type: 'checking' | 'savings' | 'investment') =>
  centsOf(await page.getByTestId(`account-card-${type}-balance`).textContent());

async function balances(page: Page): Promise<Record<'checking' | 'savings' | 'investment', number>> {
  return { checking: await balanceOf(page, 'checking'), savings: await balanceOf(page, 'savings'), investment: await balanceOf(page, 'investment') };
}

const rows = (page: Page) => page.locator('[data-testid^="transaction-row-"]');

/** Waits until the transactions page shows a settled result (not a previous filter's rows). */
async function settledTransactions(page: Page): Promise<void> {
  await page.locator('[data-testid="transactions-results"][data-loading="false"]').waitFor();
}

/** Description and signed amount of every row on screen, top to bottom. */
async function rowsOnScreen(page: Page): Promise<{ description: string; amount: string }[]> {
  const descriptions = await rows(page).getByTestId('transaction-description').allTextContents();
  const amounts = await rows(page).getByTestId('transaction-amount').allTextContents();
  return descriptions.map((description, index) => ({ description, amount: amounts[index] ?? '' }));
}

/** Clicks Export and reads the file the browser saved. */
async function exportCsv(page: Page): Promise<{ filename: string; rows: string[][] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('transactions-export').click()]);
  const file = await download.path();
  return { filename: download.suggestedFilename(), rows: parseCsv(await readFile(file, 'utf8')) };
}

/** The export's data rows match the screen: same count, descriptions and amounts, same order. */
async function expectExportMatchesScreen(page: Page): Promise<number> {
  await settledTransactions(page);
  expect(await page.getByTestId('transactions-load-more').count()).toBe(0);
  const screen = await rowsOnScreen(page);
  const { filename, rows: csv } = await exportCsv(page);
  expect(filename).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(csv[0]).toEqual(['Date', 'Description', 'Type', 'Status', 'Amount', 'Reference', 'Account', 'Note']);
  const data = csv.slice(1);
  expect(data).toHaveLength(screen.length);
  expect(data.map((cells) => cells[1])).toEqual(screen.map((row) => row.description));
  expect(data.map((cells) => formatCents(centsOf(cells[4] ?? ''), { signed: true }))).toEqual(screen.map((row) => row.amount));
  // Amounts are plain decimals, never currency text.
  for (const cells of data) expect(cells[4]).toMatch(/^-?\d+\.\d{2}$/);
  return data.length;
}

test.describe('journey: the money core', () => {
  test('sends 50.00 by email, refuses an overdraft, shows an admin credit and exports the filtered history', async ({ browser }) => {
    const [sender, recipient, admin] = await Promise.all([
      createTestUser({ label: 'sender' }),
      createTestUser({ label: 'recipient' }),
      createTestUser({ label: 'money-admin', admin: true }),
    ]);

    const pageB = await openPage(browser, 'money-core-recipient');
    await signInOnPage(pageB, recipient);
    const recipientBefore = await balances(pageB);

    const pageA = await openPage(browser, 'money-core-sender');
    await signInOnPage(pageA, sender);
    const senderBefore = await balances(pageA);
    const checkingId = await pageA.getByTestId('account-card-checking').getAttribute('data-account-id');
    expect(checkingId).toBeTruthy();

    // A sends B 50.00 through the form.
    await pageA.getByTestId('quick-action-internal-transfer').click();
    await waitForPath(pageA, '/internal-transfer');
    await pageA.getByTestId('internal-transfer-from').selectOption(checkingId ?? '');
    await pageA.getByTestId('internal-transfer-to-email').fill(recipient.email);
    await pageA.getByTestId('internal-transfer-amount').fill('50.00');
    await pageA.getByTestId('internal-transfer-note').fill('Concert tickets');
    await pageA.getByTestId('internal-transfer-submit').click();

    await expect.poll(() => pageA.getByTestId('toast-title').allTextContents()).toContain(TRANSFER_COMPLETED);
    await waitForPath(pageA, '/dashboard');
    await expect.poll(() => balanceOf(pageA, 'checking')).toBe(senderBefore.checking - 5_000);
    expect(await balanceOf(pageA, 'savings')).toBe(senderBefore.savings);
    const sentRow = pageA.getByTestId('recent-transactions').locator('[data-testid^="transaction-row-"]').first();
    await expect.poll(() => sentRow.getByTestId('transaction-description').textContent()).toBe(`Transfer to ${recipient.email}`);
    expect(await sentRow.getByTestId('transaction-amount').textContent()).toBe('-$50.00');

    // The details dialog shows the note and the reference.
    await sentRow.click();
    await expect.poll(() => pageA.getByTestId('transaction-details-note').textContent()).toBe('Concert tickets');
    expect(await pageA.getByTestId('transaction-details-reference').textContent()).toMatch(/^[0-9A-Z]{26}$/);
    await pageA.getByTestId('transaction-details-close').click();

    await pageA.getByTestId('view-all-transactions').click();
    await waitForPath(pageA, '/transactions');
    await settledTransactions(pageA);
    await expect.poll(async () => (await rowsOnScreen(pageA))[0]).toEqual({ description: `Transfer to ${recipient.email}`, amount: '-$50.00' });

    // B, in another browser context, sees the money arrive.
    await pageB.reload();
    await expect.poll(() => balanceOf(pageB, 'checking')).toBe(recipientBefore.checking + 5_000);
    const receivedRow = pageB.getByTestId('recent-transactions').locator('[data-testid^="transaction-row-"]').first();
    await expect.poll(() => receivedRow.getByTestId('transaction-description').textContent()).toBe(`Transfer from ${sender.email}`);
    expect(await receivedRow.getByTestId('transaction-amount').textContent()).toBe('+$50.00');
    await pageB.goto(appUrl('/transactions'));
    await settledTransactions(pageB);
    await expect.poll(async () => (await rowsOnScreen(pageB))[0]).toEqual({ description: `Transfer from ${sender.email}`, amount: '+$50.00' });

    // More than the balance: refused with the server's message, and nothing changes.
    await pageA.goto(appUrl('/dashboard'));
    await expect.poll(() => balanceOf(pageA, 'checking')).toBe(senderBefore.checking - 5_000);
    const afterTransfer = await balances(pageA);
    await pageA.getByTestId('quick-action-internal-transfer').click();
    await waitForPath(pageA, '/internal-transfer');
    await pageA.getByTestId('internal-transfer-from').selectOption(checkingId ?? '');
    await pageA.getByTestId('internal-transfer-to-email').fill(recipient.email);
    await pageA.getByTestId('internal-transfer-amount').fill(String(Math.floor(afterTransfer.checking / 100) + 1));
    await pageA.getByTestId('internal-transfer-submit').click();
    await expect.poll(() => pageA.getByTestId('toast-message').allTextContents()).toContain(apiMessages.insufficientBalance);
    expect(await pageA.getByTestId('internal-transfer-amount-error').textContent()).toBe(apiMessages.insufficientBalance);
    expect(new URL(pageA.url()).pathname).toBe('/internal-transfer');
    await pageA.getByTestId('internal-transfer-back').click();
    await waitForPath(pageA, '/dashboard');
    await pageA.reload();
    await pageA.getByTestId('account-card-checking-balance').waitFor();
    expect(await balances(pageA)).toEqual(afterTransfer);
    await pageB.goto(appUrl('/dashboard'));
    await pageB.getByTestId('account-card-checking-balance').waitFor();
    expect(await balances(pageB)).toEqual({ ...recipientBefore, checking: recipientBefore.checking + 5_000 });

    // An administrator credits A's checking account through the API.
    const { accessToken } = await signIn(testUserPool(), admin.email, admin.password);
    const response = await callApi('adjustAccountBalance', {
      token: accessToken,
      params: { accountId: checkingId ?? '' },
      body: { direction: 'credit', amountCents: 12_345, reason: 'Goodwill credit (journey)' },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(response.status).toBe(201);

    await pageA.goto(appUrl('/transactions'));
    await settledTransactions(pageA);
    await expect.poll(async () => (await rowsOnScreen(pageA))[0]).toEqual({ description: 'Admin credit adjustment', amount: '+$123.45' });

    // Export of the whole history: 3 opening balances, 4 samples, the transfer and the credit.
    expect(await expectExportMatchesScreen(pageA)).toBe(9);

    // Filters go to the server and into the URL; Export follows them.
    await pageA.getByTestId('transactions-type').selectOption('transfer');
    await pageA.waitForURL((url) => url.searchParams.get('type') === 'transfer');
    await settledTransactions(pageA);
    await expect.poll(async () => (await rowsOnScreen(pageA)).map((row) => row.amount)).toEqual(['-$50.00', '-$500.00']);
    expect(await expectExportMatchesScreen(pageA)).toBe(2);

    await pageA.getByTestId('transactions-type').selectOption('');
    await pageA.getByTestId('transactions-search').fill('admin credit');
    await pageA.waitForURL((url) => url.searchParams.get('q') === 'admin credit' && !url.searchParams.has('type'));
    await settledTransactions(pageA);
    await expect.poll(() => rowsOnScreen(pageA)).toEqual([{ description: 'Admin credit adjustment', amount: '+$123.45' }]);
    expect(await expectExportMatchesScreen(pageA)).toBe(1);

    await pageA.getByTestId('transactions-clear-filters').click();
    await pageA.getByTestId('transactions-from').fill('2099-01-01');
    await pageA.waitForURL((url) => url.searchParams.get('from') === '2099-01-01' && !url.searchParams.has('q'));
    await expect.poll(() => pageA.getByTestId('transactions-empty').textContent()).toBe('No transactions found');
    expect(await pageA.getByTestId('transactions-export').isDisabled()).toBe(true);

    // A bookmarked filtered view opens filtered.
    await pageA.goto(appUrl(`/transactions?type=transfer&q=${encodeURIComponent(recipient.email)}`));
    await settledTransactions(pageA);
    expect(await pageA.getByTestId('transactions-search').inputValue()).toBe(recipient.email);
    await expect.poll(() => rowsOnScreen(pageA)).toEqual([{ description: `Transfer to ${recipient.email}`, amount: '-$50.00' }]);
  });

  test('downloads a monthly statement from the dashboard', async ({ page }) => {
    const customer = await createTestUser({ label: 'statement' });
    await signInOnPage(page, customer);

    await page.getByTestId('quick-link-download-statements').click();
    await page.getByTestId('download-statements-dialog').waitFor();
    const now = new Date();
    const thisMonth = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
    expect(await page.getByTestId('statement-month').inputValue()).toBe(thisMonth);
    const checkingId = await page.getByTestId('account-card-checking').getAttribute('data-account-id');
    await page.getByTestId('statement-account').selectOption(checkingId ?? '');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-statements-submit').click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^statement-CHK\\d+-${thisMonth}\\.csv$`));
    const csv = parseCsv(await readFile(await download.path(), 'utf8'));
    expect(csv.find((cells) => cells[0] === 'Closing balance')?.[1]).toBe('12847.52');
    await expect.poll(() => page.getByTestId('toast-title').allTextContents()).toContain('Statement downloaded');

    // The same month as a PDF: the dialog keeps the account and offers the format beside CSV.
    await page.getByTestId('quick-link-download-statements').click();
    await page.getByTestId('download-statements-dialog').waitFor();
    expect(await page.getByTestId('statement-account').inputValue()).toBe(checkingId);
    await page.getByTestId('statement-format-pdf').check();
    expect(await page.getByTestId('download-statements-submit').textContent()).toContain('Download PDF');
    const [pdfDownload] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-statements-submit').click()]);
    expect(pdfDownload.suggestedFilename()).toMatch(new RegExp(`^statement-CHK\\d+-${thisMonth}\\.pdf$`));
    const pdf = await readFile(await pdfDownload.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const lines = (await pdfLines(pdf)).flat().map((line) => line.join(' | '));
    const [year, month] = thisMonth.split('-').map(Number) as [number, number];
    const monthName = new Date(Date.UTC(year, month - 1, 1)).toLocaleDateString('en-GB', { month: 'long', timeZone: 'UTC' });
    expect(lines[0]).toMatch(new RegExp(`Account statement · 1 ${monthName} ${year} – \\d+ ${monthName} ${year}$`));
    expect(lines).toContain('Closing balance | $12,847.52');

    // On a phone the dialog offers the same choice, the format kept as last chosen.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByTestId('quick-link-download-statements').click();
    await page.getByTestId('download-statements-dialog').waitFor();
    expect(await page.getByTestId('statement-format-pdf').isChecked()).toBe(true);
    await page.getByTestId('statement-format-csv').check();
    expect(await page.getByTestId('download-statements-submit').textContent()).toContain('Download CSV');
    await expectAccessible(page);
  });
});
