import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser } from '../local/chromium';
import { repositoryRoot } from '../local/config';
import { demoLogins, type Login } from '../local/demo-logins';
import { createUser, signIn, userPoolTargetOf, type UserPoolTarget } from '../local/users';
import { buildWebApp, startPreviewServer } from '../local/web-server';
import { withPrivateStack } from '../bench/private-stack';
import { callOperation } from '../test/harness/api';
import { waitForWireCode } from '../test/harness/mailbox';

/*
 * `npm run docs:screens` — the pictures in docs/screens/: the customer's dashboard, the back
 * office's wire queue (with a wire waiting for a decision) and All Transactions, each at 1366×768
 * and at 375×812, the viewport only.
 *
 * Like `npm run bench:web`, it builds the web app, starts a private local stack (fresh temp data,
 * ports +SCREENS_PORT_OFFSET, default 18000) and serves the build; it makes the demo customer and
 * administrator, has the customer send a wire (confirmed with the code from the local mailbox),
 * signs both in through the sign-in form and photographs each page in a fresh browser context.
 */

const outDir = path.join(repositoryRoot, 'docs', 'screens');
const viewports = [
  { name: '1366', width: 1366, height: 768 },
  { name: '375', width: 375, height: 812 },
] as const;

type Session = Awaited<ReturnType<BrowserContext['storageState']>>;

interface Shot {
  file: string;
  path: string;
  as: 'customer' | 'admin';
  /** Shown once the page has its content. */
  ready: string;
}

const shots: readonly Shot[] = [
  { file: 'dashboard', path: '/dashboard', as: 'customer', ready: '[data-testid="account-card-checking-balance"]' },
  { file: 'back-office-wires', path: '/admin/transfers?filter=pending', as: 'admin', ready: '[data-testid="wire-row"]' },
  { file: 'back-office-transactions', path: '/admin/transactions', as: 'admin', ready: '[data-testid="admin-transactions-results"][data-loading="false"]' },
];

const log = (line: string) => process.stderr.write(`[docs:screens] ${line}\n`);

/** The customer sends a wire from their checking account and confirms it with the mailed code: it waits in the back office's queue. */
async function sendPendingWire(pool: UserPoolTarget, urls: { gateway: string; ses: string }, customer: Login): Promise<void> {
  const { accessToken: token } = await signIn(pool, customer.email, customer.password);
  const accounts = await callOperation<{ items: { id: string; type: string }[] }>(urls.gateway, 'listMyAccounts', { token });
  const checking = accounts.body.items.find((account) => account.type === 'checking');
  if (!checking) throw new Error(`listMyAccounts answered ${accounts.status} without a checking account`);
  const created = await callOperation<{ id: string }>(urls.gateway, 'createWire', {
    token,
    headers: { 'idempotency-key': randomUUID() },
    body: {
      accountId: checking.id,
      recipientName: 'Jane Doe',
      recipientAccount: 'DE89 3704 0044 0532 0130 00',
      recipientBank: 'Commerzbank',
      swift: 'COBADEFFXXX',
      recipientAddress: '1 Example Street, Berlin',
      amountCents: 175_000,
      purpose: 'family_support',
    },
  });
  if (created.status !== 201) throw new Error(`createWire answered ${created.status}: ${created.text}`);
  const code = await waitForWireCode(urls.ses, customer.email, { wireId: created.body.id });
  const confirmed = await callOperation(urls.gateway, 'confirmWire', {
    token,
    params: { wireId: created.body.id },
    body: { code },
    headers: { 'idempotency-key': randomUUID() },
  });
  if (confirmed.status !== 200) throw new Error(`confirmWire answered ${confirmed.status}: ${confirmed.text}`);
}

/** Signs in through the form, as a person would, and keeps the browser's stored session. */
async function signInSession(browser: Browser, webUrl: string, login: Login, landing: string): Promise<Session> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(new URL('/auth', webUrl).toString());
    await page.getByTestId('sign-in-email').fill(login.email);
    await page.getByTestId('sign-in-password').fill(login.password);
    await page.getByTestId('sign-in-submit').click();
    await page.waitForURL((current) => current.pathname === landing);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

async function photograph(browser: Browser, webUrl: string, shot: Shot, viewport: (typeof viewports)[number], session: Session): Promise<string> {
  const context = await browser.newContext({ viewport, storageState: session, reducedMotion: 'reduce' });
  try {
    const page = await context.newPage();
    await page.goto(new URL(shot.path, webUrl).toString());
    await page.locator(shot.ready).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const file = path.join(outDir, `${shot.file}-${viewport.name}.png`);
    await page.screenshot({ path: file });
    return file;
  } finally {
    await context.close();
  }
}

async function screens(portOffset: number): Promise<string[]> {
  log('building the web app for production');
  await buildWebApp({ quiet: true });
  await mkdir(outDir, { recursive: true });

  return withPrivateStack({ name: 'screens', portOffset, log }, async (stack, { ports, dataDir, onStop }) => {
    const web = await startPreviewServer({ port: ports.web, gatewayUrl: stack.urls.gateway, cognitoUrl: stack.urls.cognito, quiet: true });
    onStop(web.stop);
    const logins = await demoLogins(dataDir);
    const pool = userPoolTargetOf(stack);
    await createUser(pool, { ...logins.customer, firstName: 'Demo', lastName: 'Customer' });
    await createUser(pool, { ...logins.admin, firstName: 'Demo', lastName: 'Administrator', admin: true });

    const browser = await launchBrowser();
    onStop(() => browser.close());
    log('signing the demo customer and administrator in');
    const sessions = {
      customer: await signInSession(browser, web.url, logins.customer, '/dashboard'),
      admin: await signInSession(browser, web.url, logins.admin, '/admin'),
    };
    log('sending a wire that waits for a decision');
    await sendPendingWire(pool, stack.urls, logins.customer);

    const files: string[] = [];
    for (const shot of shots) {
      for (const viewport of viewports) {
        files.push(await photograph(browser, web.url, shot, viewport, sessions[shot.as]));
        log(`wrote ${path.relative(repositoryRoot, files.at(-1)!)}`);
      }
    }
    return files;
  });
}

try {
  await screens(Number(process.env.SCREENS_PORT_OFFSET ?? 18_000));
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
}
