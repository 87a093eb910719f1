import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { FAULT_HEADER, magicValues } from '@sandbank/shared/sandbox';
import { operations } from '@sandbank/shared/operations';
import { expectAccessible } from './support/accessibility';
import { appUrl, openPage, waitForPath } from './support/browser';

/*
 * The developers page: what it documents, the API reference (Swagger UI, loaded only here) under
 * the deployed content security policy, and a test customer made with its button, then signed in.
 */

/**
 * The content security policy every response carries on AWS (infra/lib/constructs/web.ts), with
 * Cognito on this origin as the local stack serves it. The preview server sends none, so the
 * journey adds it to each document the page loads.
 */
const deployedPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Serves every page with the deployed policy and collects every violation the page reports. */
async function underDeployedPolicy(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportPolicyViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      // The accessibility audit's own script (injected, so without a file) reads style sheets through <style> elements.
      if (!event.sourceFile) return;
      void (window as unknown as { __reportPolicyViolation: (text: string) => void }).__reportPolicyViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sample} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} on ${location.pathname}`,
      );
    });
  });
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': deployedPolicy } });
  });
  return violations;
}

const operationCount = Object.keys(operations).length;

async function openDevelopers(page: Page) {
  await page.goto(appUrl('/developers'));
  await page.getByTestId('developers-page').waitFor();
}

/** Scrolls to the API reference and waits until Swagger UI lists the operations. */
async function openApiReference(page: Page) {
  const reference = page.getByTestId('api-reference');
  await reference.scrollIntoViewIfNeeded();
  await page.locator('[data-testid="api-reference"][data-state="ready"]').waitFor({ timeout: 60_000 });
  // Playwright's CSS locators reach into the viewer's (open) shadow root.
  await page.getByTestId('api-reference-viewer').locator('.opblock').nth(operationCount - 1).waitFor();
}

test.describe('journey: a developer starts automating tests from /developers', () => {
  for (const [name, viewport] of [
    ['developers-wide', { width: 1366, height: 768 }],
    ['developers-phone', { width: 375, height: 812 }],
  ] as const) {
    test(`reads the toolkit, browses the API reference, creates a test customer and signs in as it (${viewport.width} px)`, async ({ browser }) => {
      test.setTimeout(180_000);
      const page = await openPage(browser, name, viewport);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(appUrl('/')).origin });
      const violations = await underDeployedPolicy(page);

      // Reached from the home page's link (the footer has one too).
      await page.goto(appUrl('/'));
      await page.getByTestId('home-developers-link').click();
      await waitForPath(page, '/developers');
      await page.getByTestId('developers-page').waitFor();
      expect(await page.title()).toBe('Developers · Sandbank');
      expect(await page.getByTestId('footer-link-developers').getAttribute('href')).toBe('/developers');

      // The magic values come from /config.json, the same list the server applies.
      const config = (await (await page.request.get(appUrl('/config.json'))).json()) as { userPoolClientId: string; sandbox: { enabled: boolean } };
      expect(config.sandbox.enabled).toBe(true);
      const magicRows = page.getByTestId('developers-magic-row');
      expect(await magicRows.count()).toBe(magicValues.length);
      for (const [index, magic] of magicValues.entries()) {
        const row = await magicRows.nth(index).innerText();
        expect(row).toContain(magic.value);
        expect(row).toContain(magic.effect);
      }
      expect(await page.getByTestId('developers-fault-table').innerText()).toContain(FAULT_HEADER);
      expect(await page.getByTestId('developers-fault-row').count()).toBe(5);
      expect(await page.getByTestId('developers-client-id').innerText()).toBe(config.userPoolClientId);

      // The snippets name this deployment, and their copy buttons copy them whole.
      const curl = await page.getByTestId('developers-curl-code').innerText();
      expect(curl).toContain(`BANK=${new URL(appUrl('/')).origin}\n`);
      expect(curl).toContain('"$BANK/api/sandbox/customers"');
      expect(curl).toContain(config.userPoolClientId);
      await page.getByTestId('developers-curl-copy').click();
      await expect.poll(() => page.getByTestId('developers-curl-copy').innerText()).toMatch(/^Copied/);
      expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(curl.trim());
      expect(await page.getByTestId('developers-playwright-code').innerText()).toContain("getByTestId('sign-in-submit')");

      // The API reference: every operation of the table, from /api/openapi.json.
      await openApiReference(page);
      const viewer = page.getByTestId('api-reference-viewer');
      expect(await viewer.locator('.opblock').count()).toBe(operationCount);
      expect(await viewer.locator('.opblock-summary-path', { hasText: '/api/sandbox/customers' }).count()).toBe(1);
      // Nothing of it widens the page on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      // Its Authorize dialog and an operation opened for "Try it out" are accessible too.
      await viewer.locator('.btn.authorize').click();
      await viewer.locator('.modal-ux').waitFor();
      await expectAccessible(page);
      await viewer.locator('.modal-ux .close-modal').click();
      const createCustomer = viewer.locator('.opblock-post', { has: page.locator('.opblock-summary-path', { hasText: /^\/api\/sandbox\/customers$/ }) });
      await createCustomer.locator('.opblock-summary-control').click();
      await createCustomer.locator('.try-out__btn').click();
      await createCustomer.locator('textarea').waitFor();
      await expectAccessible(page);
      await createCustomer.locator('.try-out__btn.cancel').click();

      // A test customer, with its credentials shown once.
      await page.getByTestId('developers-create-test-customer').click();
      await page.getByTestId('developers-test-customer').waitFor();
      const email = await page.getByTestId('developers-test-customer-email').innerText();
      const password = await page.getByTestId('developers-test-customer-password').innerText();
      expect(email).toMatch(/@/);
      expect(password.length).toBeGreaterThanOrEqual(8);
      const expires = Date.parse((await page.getByTestId('developers-test-customer-expires').getAttribute('datetime')) ?? '');
      // A day unless asked, give or take the journey's own time.
      expect(Math.abs(expires - Date.now() - 24 * 60 * 60 * 1000)).toBeLessThan(10 * 60 * 1000);
      await page.getByTestId('developers-test-customer-password-copy').click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(password);
      expect(violations).toEqual([]);

      // Signing in with them works: the customer's own dashboard.
      await page.getByTestId('developers-sign-in-as').click();
      await waitForPath(page, '/dashboard');
      await page.getByTestId('account-card-checking').waitFor();

      if (viewport.width > 1000) {
        // Signed in, "Try it out" carries the session's token: the customer's own accounts.
        await openDevelopers(page);
        await openApiReference(page);
        const listAccounts = viewer.locator('.opblock-get', { has: page.locator('.opblock-summary-path', { hasText: /^\/api\/accounts$/ }) });
        await listAccounts.locator('.opblock-summary-control').click();
        await listAccounts.locator('.try-out__btn').click();
        await listAccounts.locator('.execute').click();
        const status = listAccounts.locator('.live-responses-table tr.response .response-col_status').first();
        await expect.poll(() => status.innerText(), { timeout: 15_000 }).toBe('200');
        expect(await listAccounts.locator('.live-responses-table .microlight, .live-responses-table pre').first().innerText()).toContain('checking');
        expect(violations).toEqual([]);
      }
    });
  }
});
