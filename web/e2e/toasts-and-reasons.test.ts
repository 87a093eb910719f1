import { randomInt } from 'node:crypto';
import { AMOUNT_DECIMALS_MESSAGE, wireMessages } from '@sandbank/shared';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { testStack, waitForWireCode } from '@sandbank/scripts/test-harness';
import { appUrl, createTestUser, openPage, submitSignIn, waitForPath, type TestUser } from './support/browser';

/*
 * What a person is told after they act: one toast per outcome (a new one replaces the last of the
 * page), gone when they leave the page it was about (a success that announces where they landed
 * stays), below the header; and the server's own reason, never a bare "Failed", or said once under
 * the field it concerns. On a wide screen and on a phone.
 */

/** Server round trips through functions that may be starting cold. */
const eventually = { timeout: 20_000 };
const viewports = [
  { width: 1366, height: 768 },
  { width: 375, height: 812 },
];
const toastTitles = (page: Page) => page.getByTestId('toast-title').allTextContents();
const toastMessages = (page: Page) => page.getByTestId('toast-message').allTextContents();

async function signedIn(browser: Browser, user: TestUser, landing: string, name: string, viewport: { width: number; height: number }): Promise<Page> {
  const page = await openPage(browser, name, viewport);
  await page.goto(appUrl('/auth'));
  await submitSignIn(page, user.email, user.password);
  await waitForPath(page, landing);
  return page;
}

/** Every toast on screen overlaps none of the headers, nor the bell and the avatar in them. */
async function expectToastsBelowHeaders(page: Page): Promise<void> {
  await page.getByTestId('toast').first().waitFor();
  const overlaps = await page.evaluate(() => {
    const boxes = (selector: string) => Array.from(document.querySelectorAll(selector), (element) => element.getBoundingClientRect()).filter((box) => box.height > 0);
    const headers = boxes('header, [data-testid="notifications-toggle"], [data-testid="user-menu-toggle"]');
    return boxes('[data-testid="toast"]').flatMap((toast) =>
      headers.filter((header) => toast.top < header.bottom && header.top < toast.bottom && toast.left < header.right && header.left < toast.right).map((header) => ({ toast, header })),
    );
  });
  expect(overlaps).toEqual([]);
}

/** Fills /wire-transfer from the checking account and submits it; resolves on its code step. */
async function fileWire(page: Page): Promise<string> {
  await page.goto(appUrl('/wire-transfer'));
  await page.getByTestId('wire-transfer-form').waitFor();
  const checkingId = await page.locator('#wire-from option', { hasText: 'Everyday Checking' }).getAttribute('value');
  await page.getByTestId('wire-from').selectOption(checkingId ?? '');
  await page.getByTestId('wire-recipient-name').fill('Hans Becker');
  await page.getByTestId('wire-recipient-account').fill('DE89 3704 0044 0532 0130 00');
  await page.getByTestId('wire-recipient-address').fill('Taunusanlage 12, 60325 Frankfurt am Main');
  await page.getByTestId('wire-recipient-bank').fill('Deutsche Bank');
  await page.getByTestId('wire-swift').fill('DEUTDEFF');
  await page.getByTestId('wire-amount').fill('150');
  await page.getByTestId('wire-purpose').selectOption('family_support');
  await page.getByTestId('wire-submit').click();
  await page.waitForURL((url) => /^\/wire-transfer\/[0-9A-Z]{26}\/confirm$/.test(url.pathname), eventually);
  await page.getByTestId('wire-confirm-code').waitFor();
  return new URL(page.url()).pathname.split('/')[2] ?? '';
}

async function enterCode(page: Page, code: string): Promise<void> {
  await page.getByTestId('wire-confirm-code').fill(code);
  await page.getByTestId('wire-confirm-submit').click();
}

async function depositCheck(page: Page, checkNumber: string): Promise<void> {
  await page.getByTestId('check-deposit-amount').fill('42.00');
  await page.getByTestId('check-deposit-number').fill(checkNumber);
  await page.getByTestId('check-deposit-bank').fill('First Sandbox Bank');
  await page.getByTestId('check-deposit-routing').fill('011000015');
  await page.getByTestId('check-deposit-account-number').fill('000123456789');
  await page.getByTestId('check-deposit-submit').click();
}

// Side by side: each test has its own customer or administrator, and its own pages.
test.describe('journey: toasts and the server’s reasons', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const viewport of viewports) {
    test(`tells a customer each outcome once, and forgets it on leaving, at ${viewport.width} px`, async ({ browser }) => {
      const customer = await createTestUser({ label: `toasts-${viewport.width}` });
      const page = await signedIn(browser, customer, '/dashboard', `toasts-customer-${viewport.width}`, viewport);
      await expect.poll(() => toastTitles(page)).toEqual(['Welcome back!']);
      await expectToastsBelowHeaders(page);

      // An amount with more than two decimals is told so, before anything is sent.
      await page.getByTestId('quick-action-internal-transfer').click();
      await waitForPath(page, '/internal-transfer');
      await page.getByTestId('internal-transfer-to-email').fill('friend@example.com');
      await page.getByTestId('internal-transfer-amount').fill('123.456');
      await page.getByTestId('internal-transfer-submit').click();
      await expect.poll(() => page.getByTestId('internal-transfer-amount-error').textContent()).toBe(AMOUNT_DECIMALS_MESSAGE);

      // A wrong code is one toast; leaving the code step takes it away.
      const wireId = await fileWire(page);
      await enterCode(page, '000000');
      await expect.poll(() => toastTitles(page), eventually).toEqual([wireMessages.invalidCodeTitle]);
      await expectToastsBelowHeaders(page);
      await page.getByTestId('wire-confirm-back').click();
      await waitForPath(page, '/wire-transfer');
      await expect.poll(() => page.getByTestId('toast').count()).toBe(0);

      // Back on the step, a second wrong code replaces the first toast, and the right code replaces that.
      await page.goBack();
      await waitForPath(page, `/wire-transfer/${wireId}/confirm`);
      await enterCode(page, '111111');
      await expect.poll(() => toastTitles(page), eventually).toEqual([wireMessages.invalidCodeTitle]);
      await enterCode(page, await waitForWireCode(testStack().urls.ses, customer.email, { wireId }));
      await waitForPath(page, '/dashboard');
      await expect.poll(() => toastTitles(page), eventually).toEqual([wireMessages.submittedTitle]);
      expect(await toastMessages(page)).toEqual([wireMessages.submitted]);

      // The same check twice: the reason shows once, under its number, with no toast beside it.
      const checkNumber = String(randomInt(1, 2 ** 47));
      await page.goto(appUrl('/check-deposit'));
      await depositCheck(page, checkNumber);
      await waitForPath(page, '/dashboard');
      await expect.poll(() => toastTitles(page), eventually).toEqual(['Check Deposit Submitted']);
      await page.getByTestId('toast-close').click();
      await page.getByTestId('quick-action-deposit-check').click();
      await waitForPath(page, '/check-deposit');
      await depositCheck(page, checkNumber);
      await expect
        .poll(() => page.getByTestId('check-deposit-number-error').textContent(), eventually)
        .toBe('This check has already been deposited (same routing number, account number and check number)');
      await page.waitForTimeout(500);
      expect(await page.getByTestId('toast').count()).toBe(0);
    });

    test(`shows an administrator the server’s reason for refusing a new user, at ${viewport.width} px`, async ({ browser }) => {
      const admin = await createTestUser({ label: `toasts-admin-${viewport.width}`, admin: true });
      const page = await signedIn(browser, admin, '/admin', `toasts-admin-${viewport.width}`, viewport);
      await expect.poll(() => toastTitles(page)).toEqual(['Welcome back!']);
      await expectToastsBelowHeaders(page);

      await page.goto(appUrl('/admin/create-user'));
      await page.getByTestId('create-user-first-name').fill('Existing');
      await page.getByTestId('create-user-last-name').fill('Person');
      await page.getByTestId('create-user-email').fill(admin.email);
      await page.getByTestId('create-user-password').fill('journey-password-2');
      await page.getByTestId('create-user-submit').click();
      await expect.poll(() => toastMessages(page), eventually).toEqual(['A user with this email already exists']);
      expect(await toastTitles(page)).toEqual(['Error']);
      expect(await page.locator('#create-user-email-error').textContent()).toBe('A user with this email already exists');
      await expectToastsBelowHeaders(page);
    });
  }
});
