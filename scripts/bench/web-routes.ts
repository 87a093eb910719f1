import type { Browser, BrowserContext } from 'playwright-core';
import type { Login } from '../local/demo-logins';
import { authenticatorCode } from '../test/harness/authenticators';

/*
 * The pages `bench:web` measures and `bench:screenshots` photographs: each with who opens it, what
 * shows once it is drawn, and the most JavaScript and CSS it may download.
 */

export type Visitor = 'visitor' | 'customer' | 'admin';

export interface RouteCase {
  path: string;
  as: Visitor;
  /** A selector that appears once the page shows its content. */
  ready: string;
  /** Most JavaScript (gzip, KB) the page may fetch. */
  budgetKb: number;
  /** Most CSS (gzip, KB) the page may fetch. */
  cssBudgetKb: number;
}

/**
 * Budgets of CSS: the public pages load the public pages' cut of the shell's stylesheet
 * (web/src/app/shell-stylesheets.ts), 12 KB with their own; sign-in, the developers page and the
 * signed-in pages the whole app's, 25 KB with theirs.
 */
const PUBLIC_PAGES_CSS_KB = 12;
const WHOLE_APP_CSS_KB = 25;

/**
 * Budgets of JavaScript: public pages 85 KB (the developers page 105 KB), the sign-in page 130 KB,
 * customer pages 170 KB, the back office 230 KB.
 */
export const routes: readonly RouteCase[] = [
  { path: '/', as: 'visitor', ready: '[data-testid="home-hero"]', budgetKb: 85, cssBudgetKb: PUBLIC_PAGES_CSS_KB },
  { path: '/about', as: 'visitor', ready: '[data-testid="about-page"]', budgetKb: 85, cssBudgetKb: PUBLIC_PAGES_CSS_KB },
  { path: '/services', as: 'visitor', ready: '[data-testid="services-page"]', budgetKb: 85, cssBudgetKb: PUBLIC_PAGES_CSS_KB },
  // Before its API reference is scrolled to or asked for: Swagger UI (~430 KB) loads only then (docs/decisions/web-page-weight.md).
  { path: '/developers', as: 'visitor', ready: '[data-testid="api-reference"][data-state="waiting"]', budgetKb: 105, cssBudgetKb: WHOLE_APP_CSS_KB },
  { path: '/no-such-page', as: 'visitor', ready: '[data-testid="not-found"]', budgetKb: 85, cssBudgetKb: PUBLIC_PAGES_CSS_KB },
  { path: '/auth', as: 'visitor', ready: '[data-testid="auth-panel"]', budgetKb: 130, cssBudgetKb: WHOLE_APP_CSS_KB },
  { path: '/dashboard', as: 'customer', ready: '[data-testid="account-card-checking"]', budgetKb: 170, cssBudgetKb: WHOLE_APP_CSS_KB },
  { path: '/transactions', as: 'customer', ready: '[data-testid="transactions-results"][data-loading="false"]', budgetKb: 170, cssBudgetKb: WHOLE_APP_CSS_KB },
  { path: '/internal-transfer', as: 'customer', ready: '[data-testid="internal-transfer-form"]', budgetKb: 170, cssBudgetKb: WHOLE_APP_CSS_KB },
  { path: '/wire-transfer', as: 'customer', ready: '[data-testid="wire-transfer-form"]', budgetKb: 170, cssBudgetKb: WHOLE_APP_CSS_KB },
  // A request id the customer does not have: the step's code loads in full and shows its "not loaded" state.
  { path: '/wire-transfer/01J00000000000000000000000/confirm', as: 'customer', ready: '[data-testid="wire-confirm-load-error"]', budgetKb: 170, cssBudgetKb: WHOLE_APP_CSS_KB },
  { path: '/check-deposit', as: 'customer', ready: '[data-testid="check-deposit-form"]', budgetKb: 170, cssBudgetKb: WHOLE_APP_CSS_KB },
  { path: '/profile', as: 'customer', ready: '[data-testid="profile-form"]', budgetKb: 170, cssBudgetKb: WHOLE_APP_CSS_KB },
  { path: '/profile/webhooks', as: 'customer', ready: '[data-testid="webhooks-empty"], [data-testid="webhooks-list"]', budgetKb: 170, cssBudgetKb: WHOLE_APP_CSS_KB },
  { path: '/safe-deposit-locker', as: 'customer', ready: '[data-testid="locker-empty"], [data-testid="locker-summary"]', budgetKb: 170, cssBudgetKb: WHOLE_APP_CSS_KB },
  { path: '/admin', as: 'admin', ready: '[data-testid="admin-stat-users-value"]', budgetKb: 230, cssBudgetKb: WHOLE_APP_CSS_KB },
  { path: '/admin/transactions', as: 'admin', ready: '[data-testid="admin-transactions-results"][data-loading="false"]', budgetKb: 230, cssBudgetKb: WHOLE_APP_CSS_KB },
  { path: '/admin/transfers', as: 'admin', ready: '[data-testid="wires-table"], [data-testid="wires-empty"]', budgetKb: 230, cssBudgetKb: WHOLE_APP_CSS_KB },
  { path: '/admin/users', as: 'admin', ready: '[data-testid="users-table"], [data-testid="users-empty"]', budgetKb: 230, cssBudgetKb: WHOLE_APP_CSS_KB },
  { path: '/admin/audit', as: 'admin', ready: '[data-testid="audit-table"], [data-testid="audit-empty"]', budgetKb: 230, cssBudgetKb: WHOLE_APP_CSS_KB },
  { path: '/admin/checks', as: 'admin', ready: '[data-testid="check-card"], [data-testid="checks-empty"]', budgetKb: 230, cssBudgetKb: WHOLE_APP_CSS_KB },
  { path: '/admin/profile', as: 'admin', ready: '[data-testid="admin-profile-email"]', budgetKb: 230, cssBudgetKb: WHOLE_APP_CSS_KB },
  { path: '/admin/safe-locker', as: 'admin', ready: '[data-testid="locker-queue-empty"], [data-testid="locker-queue"] [data-testid="locker-item"]', budgetKb: 230, cssBudgetKb: WHOLE_APP_CSS_KB },
];

export type Session = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Signs in through the form, as a person would, and keeps the browser's stored session. */
export async function signInSession(browser: Browser, webUrl: string, login: Login, landing: string, ready: string): Promise<Session> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(new URL('/auth', webUrl).toString());
    await page.getByTestId('sign-in-email').fill(login.email);
    await page.getByTestId('sign-in-password').fill(login.password);
    await page.getByTestId('sign-in-submit').click();
    // An administrator answers the authenticator-code challenge (createUser enrolled one).
    const code = page.getByTestId('sign-in-code');
    await Promise.race([page.waitForURL((current) => current.pathname === landing), code.waitFor()]);
    if (await code.isVisible()) {
      await code.fill(await authenticatorCode(login.email));
      await page.getByTestId('sign-in-code-submit').click();
    }
    await page.waitForURL((current) => current.pathname === landing);
    await page.locator(ready).first().waitFor();
    return await context.storageState();
  } finally {
    await context.close();
  }
}

