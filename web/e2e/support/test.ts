import { test as base, type BrowserContext } from '@playwright/test';
import { expectNoAccessibilityViolations, installAccessibilityAudits } from './accessibility';
import { openedPages } from './browser';

export { expect } from '@playwright/test';

/**
 * Playwright's `test` as the journeys use it: the `page` fixture's context is audited for
 * accessibility (support/accessibility.ts) like every page `openPage` opens, and after each journey
 * every page it opened must have passed the audits. A journey that fails gets the errors its
 * pages threw attached to its report (its trace and screenshots are kept by playwright.config.ts).
 */
export const test = base.extend<{ accessibilityChecked: void }>({
  context: async ({ context }, use) => {
    await installAccessibilityAudits(context);
    await use(context);
  },
  accessibilityChecked: [
    // Depends on the page fixture's context so that it ends first, while that context is still open.
    async ({ context }: { context: BrowserContext }, use, testInfo) => {
      const fixturePageErrors: string[] = [];
      context.on('page', (page) => page.on('pageerror', (error) => fixturePageErrors.push(error.message)));
      try {
        await use();
        // A test of the servers alone (no page) has nothing to audit.
        if (context.pages().length > 0 || openedPages.length > 0) await expectNoAccessibilityViolations();
      } finally {
        if (testInfo.status !== testInfo.expectedStatus) {
          const pages = [{ name: 'page', errors: fixturePageErrors, url: context.pages()[0]?.url() }, ...openedPages.map((opened) => ({ name: opened.name, errors: opened.errors, url: opened.page.url() }))];
          for (const { name, errors, url } of pages) {
            if (url === undefined) continue;
            await testInfo.attach(`${name}: errors at ${url}`, { body: errors.join('\n') || '(none)', contentType: 'text/plain' });
          }
        }
        const closing = openedPages.splice(0);
        await Promise.all(closing.map(({ page }) => page.context().close().catch(() => undefined)));
      }
    },
    { auto: true },
  ],
});
