import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { authenticatorCode, authenticatorSecretOf, createUser, testStack, testUserPool } from '@sandbank/scripts/test-harness';
import { installAccessibilityAudits } from './accessibility';

/** Absolute URL of a path of the web app under test. */
export function appUrl(path: string): string {
  const web = testStack().urls.web;
  if (!web) throw new Error('The journey stack was started without the web app');
  return new URL(path, web).toString();
}

/** A page `openPage` opened, named for the reports of a journey that fails. */
export interface OpenedPage {
  name: string;
  page: Page;
  errors: string[];
}

/** The pages the current test opened with `openPage`; the journeys' `test` (support/test.ts) closes them after it. */
export const openedPages: OpenedPage[] = [];

/**
 * A page in a fresh browser context (no stored session) of the worker's browser, for a journey
 * that needs more than the `page` fixture: another person, another width. Audited for accessibility
 * in every state it settles in, like the fixture's; when the test fails, the page's errors are
 * attached to its report under `name`.
 */
export async function openPage(browser: Browser, name: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
  // Reduced motion: no fade is caught half-way, which would read as too little contrast.
  const context: BrowserContext = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  await installAccessibilityAudits(context);
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const opened: OpenedPage = { name, page, errors: [] };
  page.on('pageerror', (error) => opened.errors.push(error.message));
  openedPages.push(opened);
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
