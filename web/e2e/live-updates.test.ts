import { operations, wireMessages } from '@sandbank/shared';
import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test';
import { callApi, signIn, testStack, testUserPool } from '@sandbank/scripts/test-harness';
import { newPendingWire } from '@sandbank/scripts/test-harness/wire-journeys';
import { expectAccessible } from './support/accessibility';
import { appUrl, createTestUser, openPage, submitSignIn, waitForPath, type TestUser } from './support/browser';

/*
 * Live updates: a signed-in page stays current without reloading and without polling while its
 * connection is up. A customer's dashboard — the balance's pending hold and the bell — changes
 * within 2 s of an administrator approving their wire in another browser, and the bell's only
 * request in between is the one the live message asked for; an administrator's pending wires
 * grow the moment a customer confirms one. With the connection down, the screens poll again and
 * say so.
 */

const eventually = { timeout: 20_000 };
/** The bell's poll (features/notifications/api/notifications.ts), which live updates replace. */
const BELL_POLL_MS = 30_000;

const isGet = (path: string) => (request: Request) => request.method() === 'GET' && new URL(request.url()).pathname === path;

/** Records the page's requests that `matches`, with when each was sent. */
function recordRequests(page: Page, matches: (request: Request) => boolean): number[] {
  const sent: number[] = [];
  page.on('request', (request) => {
    if (matches(request)) sent.push(Date.now());
  });
  return sent;
}

/** Records when the page's live connection delivered each message. */
function recordLiveMessages(page: Page): number[] {
  const received: number[] = [];
  page.on('websocket', (socket) => socket.on('framereceived', () => received.push(Date.now())));
  return received;
}

async function signInAt(page: Page, user: TestUser, landing: string): Promise<void> {
  await page.goto(appUrl('/auth'));
  await submitSignIn(page, user.email, user.password);
  await waitForPath(page, landing);
}

const liveStatus = (page: Page) => page.getByTestId('live-status').getAttribute('data-live');
const unreadBadge = (page: Page) => page.getByTestId('notifications-toggle').getByTestId('notifications-unread');
/** The document this page loaded, which a reload would replace. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { liveJourneyDocument: true }));
const sameDocument = (page: Page) => page.evaluate(() => 'liveJourneyDocument' in window);

/**
 * An administrator's session put in place as the auth library stores it, from a sign-in with their
 * password and authenticator code: how an administrator signs in is other journeys' subject.
 */
async function openAdminSession(page: Page, admin: TestUser, landing: string): Promise<void> {
  const tokens = await signIn(testUserPool(), admin.email, admin.password);
  const claims = JSON.parse(Buffer.from(tokens.accessToken.split('.')[1]!, 'base64url').toString()) as { username?: string; sub: string };
  await page.goto(appUrl('/'));
  await page.evaluate(
    ({ clientId, username, stored }) => {
      const prefix = `CognitoIdentityServiceProvider.${clientId}`;
      localStorage.setItem(`${prefix}.LastAuthUser`, username);
      for (const [name, value] of Object.entries(stored)) localStorage.setItem(`${prefix}.${username}.${name}`, value);
    },
    {
      clientId: testStack().userPoolClientId,
      username: claims.username ?? claims.sub,
      stored: { accessToken: tokens.accessToken, idToken: tokens.idToken, refreshToken: tokens.refreshToken, clockDrift: '0' },
    },
  );
  await page.goto(appUrl(landing));
}

/** A customer of the journeys' own pool with what the API helpers need (tokens, id). */
async function customerWithTokens(label: string) {
  const user = await createTestUser({ label });
  const tokens = await signIn(testUserPool(), user.email, user.password);
  const userId = JSON.parse(Buffer.from(tokens.accessToken.split('.')[1]!, 'base64url').toString()).sub as string;
  return { ...user, ...tokens, userId };
}

/*
 * The 2-second promise is timed on a two-core machine that runs two browsers and the whole stack at
 * once: a busy moment can cost the one push its second. A timed journey therefore gets one more try
 * (`retries: 1` in playwright.config.ts); a push that does not happen at all fails both.
 */

test.describe('journey: live updates', () => {
  test("updates a customer's dashboard and bell within 2 s of an administrator's approval in another browser, with no reload and no poll", async ({ browser }) => {
    test.setTimeout(180_000);
    const [customer, reviewer] = await Promise.all([customerWithTokens('live-customer'), createTestUser({ label: 'live-admin', admin: true })]);
    const wire = await newPendingWire(customer, { amountCents: 25_000 });

    const page = await openPage(browser, 'live-customer', { width: 1366, height: 768 });
    // The page's timers run on a clock the journey can move on: time flows as usual, and a jump
    // past the bell's poll fires whatever timer falls due, without waiting for it.
    await page.clock.install();
    const bellRequests = recordRequests(page, isGet(operations.listMyNotifications.path));
    await signInAt(page, customer, '/dashboard');
    await page.getByTestId('account-card-checking').waitFor(eventually);
    await expect.poll(() => liveStatus(page), eventually).toBe('up');
    await markDocument(page);
    // The hold is part of the balance until the decision.
    await expect.poll(() => page.getByTestId('account-card-checking-pending').textContent(), eventually).toContain('pending');
    expect(await unreadBadge(page).count()).toBe(0);
    await expectAccessible(page);

    // Longer than the bell's poll: while the connection is up, the bell asked once, when it showed.
    await expect.poll(() => bellRequests.length, eventually).toBe(1);
    await page.clock.fastForward(BELL_POLL_MS + 2_000);
    await page.waitForTimeout(1_000);
    expect(bellRequests).toHaveLength(1);

    // The administrator approves it in their own browser.
    const admin = await openPage(browser, 'live-admin-approves', { width: 1366, height: 768 });
    await openAdminSession(admin, reviewer, '/admin/transfers?filter=pending');
    const row = admin.locator(`[data-testid="wire-row"][data-wire-id="${wire.id}"]`);
    await row.waitFor(eventually);
    await row.getByTestId('wire-approve').click();
    const approvingAt = Date.now();
    await admin.getByTestId('approve-wire-dialog').getByTestId('approve-wire-dialog-submit').click();
    await expect.poll(() => admin.getByTestId('toast-message').allTextContents(), { timeout: 10_000 }).toContain(wireMessages.approved);
    const approvedAt = Date.now();

    // Within 2 s the customer's page shows it: the hold settled out of the balance, one unread notification.
    await expect.poll(() => page.getByTestId('account-card-checking-pending').count(), { timeout: 2_000, intervals: [50] }).toBe(0);
    await expect.poll(() => unreadBadge(page).textContent(), { timeout: 2_000, intervals: [50] }).toBe('1');
    expect(Date.now() - approvedAt).toBeLessThan(2_000 + 500);
    expect(await sameDocument(page)).toBe(true);
    // The bell asked again once: the live message's refetch, no poll.
    expect(bellRequests).toHaveLength(2);
    expect(bellRequests[1]!).toBeGreaterThanOrEqual(approvingAt);
    await expectAccessible(page);

    // The same at 375 px.
    await page.setViewportSize({ width: 375, height: 800 });
    await expectAccessible(page);
  });

  test("grows an administrator's pending wires the moment a customer confirms one, without the overview's 5 s poll", async ({ browser }) => {
    test.setTimeout(120_000);
    const [customer, reviewer] = await Promise.all([customerWithTokens('live-wire-customer'), createTestUser({ label: 'live-queue-admin', admin: true })]);
    const admin = await openPage(browser, 'live-admin-queue', { width: 375, height: 800 });
    await admin.clock.install();
    const statsRequests = recordRequests(admin, isGet(operations.getAdminStats.path));
    const liveMessages = recordLiveMessages(admin);
    await openAdminSession(admin, reviewer, '/admin/transfers?filter=pending');
    await admin.getByTestId('wires-status-filter').waitFor(eventually);
    await expect.poll(() => liveStatus(admin), eventually).toBe('up');
    await markDocument(admin);
    await expectAccessible(admin);
    // The customer's bank opens first (its opening entries are events the back office hears of too).
    expect((await callApi('listMyAccounts', { token: customer.accessToken })).status).toBe(200);
    // Settled: the screen's own first reads are done, and the openings' refetch.
    await admin.waitForTimeout(1_500);
    const before = statsRequests.length;

    // Filed, then confirmed with its mailed code: the confirmation reaches the back office.
    const wire = await newPendingWire(customer, { amountCents: 31_500 });
    const confirmedAt = Date.now();
    const row = admin.locator(`[data-testid="wire-row"][data-wire-id="${wire.id}"]`);
    await row.waitFor({ timeout: 2_000 });
    expect(Date.now() - confirmedAt).toBeLessThan(2_500);
    expect(await row.getByTestId('wire-row-amount').textContent()).toBe('$315.00');
    expect(await sameDocument(admin)).toBe(true);
    // Asked again because the events said so (the confirmation and its entries; events arriving
    // together are read once), not on the 5 s timer, which the page's clock is now moved past:
    // every request follows a live message by a moment, none comes on its own.
    await admin.clock.fastForward(6_000);
    await admin.waitForTimeout(1_000);
    const asked = statsRequests.slice(before);
    expect(asked.length).toBeGreaterThanOrEqual(1);
    for (const at of asked) expect(liveMessages.some((message) => message <= at && at - message < 1_500), `a request at +${at - confirmedAt} ms`).toBe(true);

    await admin.setViewportSize({ width: 1366, height: 768 });
    await expectAccessible(admin);
  });

  test('falls back to polling when the connection is down, and says so', async ({ browser }) => {
    test.setTimeout(60_000);
    const customer = await createTestUser({ label: 'live-down' });
    const page = await openPage(browser, 'live-down', { width: 375, height: 800 });
    await page.clock.install();
    const bellRequests = recordRequests(page, isGet(operations.listMyNotifications.path));
    // Every attempt to connect is refused, as a network without WebSockets would.
    await page.routeWebSocket(/\/ws\?/, (socket) => socket.close());
    await signInAt(page, customer, '/dashboard');
    const status = page.getByTestId('live-status');
    await expect.poll(() => status.getAttribute('data-live'), eventually).toBe('down');
    // The bell asks on its timer again (the same jump past it that the first journey makes; jumped
    // again while it has not asked, as the page may set its timer a moment after saying so).
    await expect.poll(() => bellRequests.length, eventually).toBeGreaterThanOrEqual(1);
    const asked = bellRequests.length;
    await expect
      .poll(async () => {
        await page.clock.fastForward(BELL_POLL_MS + 2_000);
        return bellRequests.length;
      }, eventually)
      .toBeGreaterThan(asked);
    expect(await status.getAttribute('role')).toBe('status');
    expect(await status.textContent()).toBe('Live updates paused, checking periodically');
    expect(await status.isVisible()).toBe(true);
    await expectAccessible(page);
    await page.setViewportSize({ width: 1366, height: 768 });
    await expectAccessible(page);
  });
});
