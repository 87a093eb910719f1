import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject, onTestFailed } from 'vitest';
import { authenticatorCode, authenticatorSecretOf, createUser, testUserPool } from '@sandbank/scripts/test-harness';
import { expectNoAccessibilityViolations, installAccessibilityAudits } from './accessibility';
import { launchBrowser } from '../../../scripts/local/chromium';

/**
 * One headless browser for the journeys of a describe block: started before them, closed after.
 * After each journey, every page it opened must have passed the accessibility audits
 * (support/accessibility.ts).
 */
export function useBrowser({ concurrent = false }: { concurrent?: boolean } = {}): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  // Tests running side by side share the pages' reports, so they are checked once all have ended.
  if (concurrent) {
    afterAll(async () => {
      await expectNoAccessibilityViolations();
    });
  } else {
    afterEach(async () => {
      await expectNoAccessibilityViolations();
    });
  }
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser has not started');
    return browser;
  };
}

/** Absolute URL of a path of the web app under test. */
export function appUrl(path: string): string {
  const web = inject('stack').urls.web;
  if (!web) throw new Error('The journey stack was started without the web app');
  return new URL(path, web).toString();
}

const screenshotDir = join(process.cwd(), '.tmp', 'e2e-screenshots');

/**
 * A page in a fresh browser context (no stored session), audited for accessibility in every state
 * it settles in. When the current test fails, a screenshot and the page's errors are kept under
 * .tmp/e2e-screenshots.
 */
export async function openPage(browser: Browser, testName: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
  // Reduced motion: no fade is caught half-way, which would read as too little contrast.
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await installAccessibilityAudits(page);
  page.setDefaultTimeout(30_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  onTestFailed(async () => {
    await mkdir(screenshotDir, { recursive: true });
    const file = join(screenshotDir, `${testName.replace(/\W+/g, '-')}.png`);
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    console.error(`Journey "${testName}" failed at ${page.url()}; screenshot: ${file}`, pageErrors);
  });
  return page;
}

/** An address no other test run uses. */
export const uniqueEmail = (label: string): string =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;

export interface TestUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** A confirmed user created straight in the user pool, as `npm run admin:create` does. */
export async function createTestUser(options: { label: string; admin?: boolean }): Promise<TestUser> {
  const user = { email: uniqueEmail(options.label), password: 'journey-password-1', firstName: 'Jo', lastName: 'Tester' };
  await createUser(testUserPool(), { ...user, admin: options.admin ?? false });
  return user;
}

/**
 * Fills and submits the Sign In tab of /auth (the page must already show it); for an administrator
 * this process enrolled (createUser), also the authenticator code the pool then asks for — one no
 * sign-in of this process has used, as a pool accepts each code once.
 */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByTestId('sign-in-email').fill(email);
  await page.getByTestId('sign-in-password').fill(password);
  const failuresBefore = await signInFailures(page);
  await page.getByTestId('sign-in-submit').click();
  if (!authenticatorSecretOf(email)) return;
  // A wrong password is refused before any code is asked for.
  const codeForm = page.getByTestId('sign-in-code-form');
  await expect.poll(async () => (await codeForm.isVisible()) || (await signInFailures(page)) > failuresBefore, { timeout: 15_000 }).toBe(true);
  if (await codeForm.isVisible()) await submitAuthenticatorCode(page, email);
}

const signInFailures = (page: Page): Promise<number> => page.getByTestId('toast-title').filter({ hasText: 'Sign In Failed' }).count();

/** Types a fresh code of `email`'s authenticator into the sign-in's code step and submits it. */
export async function submitAuthenticatorCode(page: Page, email: string): Promise<void> {
  await page.getByTestId('sign-in-code').fill(await authenticatorCode(email));
  await page.getByTestId('sign-in-code-submit').click();
}

/** Resolves once the page's path is exactly `path` (the app navigates client-side). */
export async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
}
