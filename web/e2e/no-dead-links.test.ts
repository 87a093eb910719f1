import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { newAccountHolder, newPendingWire } from '@sandbank/scripts/test-harness/wire-journeys';
import { appUrl, createTestUser, openPage, submitSignIn, waitForPath, type TestUser } from './support/browser';
import { newPendingCheck, newPendingLockerItem } from './support/pending-requests';

/*
 * No dead UI: starting from the landing page of each kind of visitor, this journey opens every
 * page the app links to, and on each one follows every link and clicks every button it shows,
 * also those inside the dialogs and menus they open (one level deep). It fails on a link or
 * button that leads to the 404 page or does nothing at all (no new address, no change on the
 * page, no download, no file chooser), and on any clickable element without a data-testid. Pages and dialogs
 * are audited for accessibility on the way (support/accessibility.ts).
 */

/** Elements the walker must not click as part of the walk, and what it does with them instead. */
const handledExplicitly: Record<string, string> = {
  'user-menu-sign-out': 'clicked last: it ends the session the walk needs, and must lead home signed out',
  'admin-header-sign-out': 'ends the session the walk needs; the back-office journey signs out with it and checks it leads home',
  'approve-wire-dialog-submit': 'decides the held wire the walk needs, for good; the wire journey approves with it and checks the outcome',
  'approve-check-dialog-submit': 'decides the pending check the walk needs, for good; the check journey approves with it and checks the credit',
  'locker-item-approve': 'decides the pending item the walk needs, for good; the locker journey approves with it and checks the outcome',
  'approve-posting-dialog-submit': 'decides a pending posting request for good; the approvals journey approves with it and checks the balance',
  'developers-sign-in-as': 'signs the visitor in as the test customer just created; the developers journey signs in with it and checks the dashboard',
  'api-reference-load':
    'loads the API reference, which also loads when it comes into view, so scrolling to click it replaces it first; the developers journey waits for the loaded reference',
};

/** A ULID or other generated id inside a test id: rows of a list are one kind of element. */
const generatedId = /[0-9A-HJKMNP-TV-Z]{26}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const kindOf = (testId: string) => testId.replace(generatedId, '{id}');

interface Clickable {
  testId: string | null;
  tag: string;
  href: string | null;
  text: string;
  disabled: boolean;
  /** A tab already shown or a toggle already pressed: clicking it rightly changes nothing. */
  chosen: boolean;
}

/** Every visible link and button of the page, in document order. */
function visibleClickables(page: Page): Promise<Clickable[]> {
  return page.evaluate(() => {
    const selector = 'a[href], button, [role="button"], [role="tab"], [role="menuitem"], input[type="submit"], input[type="button"], summary';
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden' && !element.closest('[aria-hidden="true"]'))
      .map((element) => ({
        testId: element.getAttribute('data-testid'),
        tag: element.tagName.toLowerCase(),
        href: element instanceof HTMLAnchorElement ? element.href : null,
        text: (element.textContent ?? '').trim().slice(0, 60) || (element.getAttribute('aria-label') ?? ''),
        chosen:
          (element.getAttribute('role') === 'tab' && element.getAttribute('aria-selected') === 'true') ||
          element.getAttribute('aria-pressed') === 'true',
        disabled: element.matches(':disabled') || element.getAttribute('aria-disabled') === 'true',
      }));
  });
}

/** Marks the time of the page's last DOM change (for every document it loads). */
const domWatch = `(() => {
  window.__walkerLastChange = performance.now();
  const observe = () => new MutationObserver(() => { window.__walkerLastChange = performance.now(); })
    .observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
  if (document.documentElement) observe(); else document.addEventListener('DOMContentLoaded', observe);
})()`;

/** When each page last sent or finished a request, and how many are still open. */
const networkOf = new WeakMap<Page, { inFlight: number; lastActivity: number }>();

async function watchPage(page: Page): Promise<void> {
  await page.addInitScript(domWatch);
  const network = { inFlight: 0, lastActivity: Date.now() };
  networkOf.set(page, network);
  page.on('request', () => {
    network.inFlight += 1;
    network.lastActivity = Date.now();
  });
  const done = () => {
    network.inFlight = Math.max(0, network.inFlight - 1);
    network.lastActivity = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/**
 * Waits until the page is still: no request open for 300 ms, no DOM change for 200 ms,
 * and no page-wide spinner, placeholder or busy region (those get 10 s to go away).
 */
async function settle(page: Page): Promise<void> {
  const network = networkOf.get(page);
  if (!network) throw new Error('open the page with openWalkerPage');
  const deadline = Date.now() + 10_000;
  for (;;) {
    await page.waitForTimeout(100);
    const sinceDomChange = Number(await page.evaluate('performance.now() - (window.__walkerLastChange ?? 0)'));
    const loading = await page.locator('.full-screen-spinner, .placeholder, [aria-busy="true"], [data-loading="true"]').count();
    const still = network.inFlight === 0 && Date.now() - network.lastActivity >= 300 && sinceDomChange >= 200;
    if ((still && loading === 0) || Date.now() > deadline) return;
  }
}

async function showsNotFound(page: Page): Promise<boolean> {
  return (await page.getByTestId('not-found').count()) > 0;
}

interface WalkResult {
  pages: Set<string>;
  clicked: Map<string, string>;
  problems: string[];
  titles: Map<string, string>;
}

/** Opens `path` and replays `opened`, the clicks that opened the dialog, menu or tab being walked. */
async function open(page: Page, path: string, opened: readonly string[]) {
  await page.goto(appUrl(path));
  await settle(page);
  for (const testId of opened) {
    // A button that is gone once clicked decided something for good: the walk must handle it explicitly.
    // A busy machine may still be loading the list it is in, so it has a while to show up first.
    await page
      .getByTestId(testId)
      .first()
      .waitFor({ timeout: 15_000 })
      .catch(() => undefined);
    if ((await page.getByTestId(testId).count()) === 0) {
      throw new Error(`${path}: ${testId} is gone after being clicked once; list it in handledExplicitly with the journey that covers it`);
    }
    await page.getByTestId(testId).first().click();
    await settle(page);
  }
}

/** Clicks `testId` and says what happened: where it led, how often the page changed, whether a file came or was asked for. */
async function clickAndObserve(page: Page, testId: string) {
  const before = page.url();
  const clickedAt = Number(await page.evaluate('performance.now()'));
  let downloaded = false;
  let choseFile = false;
  const onDownload = () => {
    downloaded = true;
  };
  // With a listener, Playwright reports the file chooser a click opens instead of showing it.
  const onFileChooser = () => {
    choseFile = true;
  };
  page.on('download', onDownload);
  page.on('filechooser', onFileChooser);
  try {
    await page.getByTestId(testId).first().click();
    await settle(page);
  } finally {
    page.off('download', onDownload);
    page.off('filechooser', onFileChooser);
  }
  const after = page.url();
  const changed = after === before && Number(await page.evaluate('window.__walkerLastChange')) > clickedAt;
  return { before, after, changed, downloaded, choseFile };
}

const pageKey = (url: URL) => `${url.pathname}${url.search}`;

/**
 * Walks from `start` through every page reachable by clicking; pages outside `scope` are checked
 * where links lead to them but not walked themselves (another walk covers them).
 */
async function walk(
  page: Page,
  start: readonly string[],
  visitor: string,
  { scope = () => true, alreadyClicked = new Map() }: { scope?: (path: string) => boolean; alreadyClicked?: ReadonlyMap<string, string> } = {},
): Promise<WalkResult> {
  const result: WalkResult = { pages: new Set(), clicked: new Map(alreadyClicked), problems: [], titles: new Map() };
  const queue = [...start];
  const origin = new URL(appUrl('/')).origin;

  /** Walks the clickables of `path` (after `opened`), leaving out those in `known`; `isOpen` when the page already shows exactly that. */
  const visit = async (path: string, opened: readonly string[], known: ReadonlySet<string>, isOpen = false) => {
    if (!isOpen) await open(page, path, opened);
    // Whether the page shows `path` as opened, untouched: then the next click needs no reload.
    let untouched = true;
    const clickables = (await visibleClickables(page)).filter((clickable) => !known.has(clickable.testId ?? ''));
    const onScreen = new Set([...known, ...clickables.map((clickable) => clickable.testId ?? '')]);
    for (const clickable of clickables) {
      if (!clickable.testId) {
        result.problems.push(`${visitor} ${path}: <${clickable.tag}> "${clickable.text}" has no data-testid`);
        continue;
      }
      const kind = kindOf(clickable.testId);
      if (result.clicked.has(kind) || clickable.disabled) continue;
      if (kind in handledExplicitly) {
        result.clicked.set(kind, `handled explicitly: ${handledExplicitly[kind]}`);
        continue;
      }
      // A mail link opens the visitor's mail program: there is no page to reach.
      if (clickable.href?.startsWith('mailto:')) {
        result.clicked.set(kind, `opens a mail to ${clickable.href.slice('mailto:'.length)}`);
        continue;
      }
      if (clickable.href) {
        const target = new URL(clickable.href);
        if (target.origin !== origin) {
          result.problems.push(`${visitor} ${path}: ${kind} leads out of the app (${clickable.href})`);
          continue;
        }
        if (pageKey(target) === path && target.hash === '') {
          result.clicked.set(kind, 'links to the page it is on');
          continue;
        }
      }
      // Left unrecorded, so a page where it is not the choice shown clicks it.
      if (clickable.chosen) continue;
      if (!untouched) await open(page, path, opened);
      const outcome = await clickAndObserve(page, clickable.testId);
      untouched = false;
      if (outcome.after !== outcome.before) {
        const landed = new URL(outcome.after);
        if (landed.origin !== origin) {
          result.problems.push(`${visitor} ${path}: ${kind} leads out of the app (${outcome.after})`);
        } else if (await showsNotFound(page)) {
          result.problems.push(`${visitor} ${path}: ${kind} leads to a missing page (${landed.pathname})`);
        } else if (scope(landed.pathname) && !result.pages.has(pageKey(landed)) && !queue.includes(pageKey(landed))) {
          queue.push(pageKey(landed));
        }
        result.clicked.set(kind, `leads to ${landed.pathname}${landed.search}${landed.hash}`);
        // Back is quicker than a reload, and shows the page afresh (outside dialogs and menus).
        if (opened.length === 0) {
          await page.goBack();
          await settle(page);
          untouched = page.url() === outcome.before;
        }
      } else if (outcome.downloaded) {
        result.clicked.set(kind, 'downloads a file');
      } else if (outcome.choseFile) {
        result.clicked.set(kind, 'opens a file chooser');
      } else if (outcome.changed) {
        result.clicked.set(kind, 'changes the page');
        // What it showed (a dialog, a menu, a tab, a message) is walked too, one level deep.
        if (opened.length === 0) {
          const shown = (await visibleClickables(page)).filter((next) => !onScreen.has(next.testId ?? ''));
          if (shown.length > 0) await visit(path, [clickable.testId], onScreen);
        }
      } else {
        result.problems.push(`${visitor} ${path}: ${kind} ("${clickable.text}") does nothing`);
        result.clicked.set(kind, 'does nothing');
      }
    }
  };

  while (queue.length > 0) {
    const path = queue.shift() ?? '/';
    if (result.pages.has(path)) continue;
    result.pages.add(path);
    await open(page, path, []);
    if (!start.includes(path) && (await showsNotFound(page))) result.problems.push(`${visitor}: ${path} is linked to but shows the 404 page`);
    // The title belongs to the page shown: a signed-in page opened by a visitor has led to sign-in by now.
    result.titles.set(new URL(page.url()).pathname, await page.title());
    // Opened just now and only read: no need to load it again.
    await visit(path, [], new Set(), true);
  }
  return result;
}

/** Fails naming each problem the walk found, one a line (not just how many there were). */
function expectNoProblems(problems: readonly string[]) {
  expect(problems, `the walk found ${problems.length} problem(s):\n${problems.join('\n')}\n`).toEqual([]);
}

/** Every page has its own title: no two pages share one, and none is empty. */
function expectOwnTitles(titles: Map<string, string>) {
  const byTitle = new Map<string, string[]>();
  for (const [path, title] of titles) byTitle.set(title, [...(byTitle.get(title) ?? []), path]);
  for (const [title, paths] of byTitle) {
    expect(title, `title of ${paths.join(', ')}`).not.toBe('');
    expect(paths, `pages sharing the title "${title}"`).toHaveLength(1);
  }
}

async function signInAs(page: Page, user: TestUser, landing: string) {
  await page.goto(appUrl('/auth'));
  await submitSignIn(page, user.email, user.password);
  await waitForPath(page, landing);
  await settle(page);
}

/** Signs out through the avatar menu, the one element the walk leaves out, and checks where it leads. */
async function signOutThroughMenu(page: Page) {
  await page.goto(appUrl('/dashboard'));
  await settle(page);
  await page.getByTestId('user-menu-toggle').click();
  await page.getByTestId('user-menu-sign-out').click();
  await waitForPath(page, '/');
  await page.getByTestId('header-sign-in').waitFor();
}

/** A journey page that the walker can tell is still (see `settle`). */
async function openWalkerPage(...args: Parameters<typeof openPage>): Promise<Page> {
  const page = await openPage(...args);
  await watchPage(page);
  return page;
}

// The three walks share nothing (each its own user, context and pending items) and spend most of
// their time waiting for pages to settle, so they run side by side, each in a worker of its own. Their time limits
// are about twice what each takes on a quiet two-core machine: a busy one took up to 1.6 times as long.
test.describe('journey: no dead links', () => {
  test.describe.configure({ mode: 'parallel' });

  test('leaves no link or button of a visitor dead, on a wide and on a small screen', async ({ browser }) => {
    test.setTimeout(300_000);
    const page = await openWalkerPage(browser, 'dead-links-visitor');
    const result = await walk(page, ['/', '/no-such-page'], 'visitor');
    expectNoProblems(result.problems);
    expect(result.clicked.get('auth-tab-sign-up')).toBe('changes the page');
    expect(result.clicked.get('sign-up-submit')).toBe('changes the page');
    expect([...result.pages]).toEqual(expect.arrayContaining(['/', '/services', '/about', '/developers', '/auth', '/no-such-page']));
    expect(result.clicked.get('developers-create-test-customer')).toBe('changes the page');
    expect(result.clicked.get('developers-openapi-download')).toBe('downloads a file');
    expect(result.clicked.get('home-service-wire-transfers')).toBe('leads to /services#wire-transfers');
    expect(result.clicked.get('home-support-email')).toBe('opens a mail to support@example.com');
    result.titles.delete('/no-such-page');
    expectOwnTitles(result.titles);

    // On a small screen the header is different; the rest was walked above.
    const phone = await openWalkerPage(browser, 'dead-links-visitor-phone', { width: 390, height: 800 });
    const small = await walk(phone, ['/'], 'visitor (small screen)', { scope: (path) => path === '/', alreadyClicked: result.clicked });
    expectNoProblems(small.problems);
    expect(small.clicked.get('header-menu-toggle')).toBe('changes the page');
    expect(small.clicked.get('header-menu-nav-about')).toBe('leads to /about');
  });

  test('leaves no link or button of a customer dead', async ({ browser }) => {
    test.setTimeout(450_000);
    const customer = await createTestUser({ label: 'walker' });
    const page = await openWalkerPage(browser, 'dead-links-customer');
    await signInAs(page, customer, '/dashboard');
    const result = await walk(page, ['/dashboard'], 'customer');
    expectNoProblems(result.problems);
    expect([...result.pages]).toEqual(expect.arrayContaining(['/dashboard', '/transactions', '/internal-transfer', '/wire-transfer', '/check-deposit', '/profile', '/safe-deposit-locker', '/']));
    expect(result.clicked.get('quick-action-wire-transfer')).toBe('leads to /wire-transfer');
    expect(result.clicked.get('wire-submit')).toBe('changes the page');
    expect(result.clicked.get('avatar-upload')).toBe('opens a file chooser');
    expect(result.clicked.get('transaction-row-{id}')).toBe('changes the page');
    expect(result.clicked.get('transaction-details-close')).toBe('changes the page');
    expect(result.clicked.get('download-statements-submit')).toBe('downloads a file');
    expect(result.clicked.has('user-menu-admin')).toBe(false);
    expectOwnTitles(result.titles);
    await signOutThroughMenu(page);
  });

  // The back office has the most pages and dialogs to walk (ten pages now): it gets more than one journey's time.
  test('leaves no link or button of an administrator dead', async ({ browser }) => {
    test.setTimeout(600_000);
    const admin = await createTestUser({ label: 'walker-admin', admin: true });
    // A held wire, a pending check and a pending locker item, whatever other journeys left: the walk
    // reaches their Approve and Reject dialogs and a wire's details (each Approve's confirmation is handled explicitly).
    const holder = await newAccountHolder();
    await Promise.all([newPendingWire(holder), newPendingCheck(holder), newPendingLockerItem(holder)]);
    const page = await openWalkerPage(browser, 'dead-links-admin');
    await signInAs(page, admin, '/admin');
    // The customer pages look the same to an administrator: the customer's walk covers them.
    const result = await walk(page, ['/admin'], 'admin', { scope: (path) => path === '/admin' || path.startsWith('/admin/') });
    expectNoProblems(result.problems);
    // The audit log keeps its filters in the address: the ones its buttons set are pages of their own.
    const auditFiltered = [...result.pages].filter((path) => path.startsWith('/admin/audit?'));
    expect(auditFiltered).toEqual(expect.arrayContaining([expect.stringMatching(/^\/admin\/audit\?actor=/)]));
    expect(result.clicked.get('audit-filter-mine')).toMatch(/^leads to \/admin\/audit\?actor=/);
    expect([...result.pages].filter((path) => !auditFiltered.includes(path)).sort()).toEqual([
      '/admin',
      '/admin/accounts',
      '/admin/approvals',
      '/admin/audit',
      '/admin/checks',
      '/admin/create-user',
      '/admin/profile',
      '/admin/safe-locker',
      '/admin/transactions',
      '/admin/transfers',
      '/admin/transfers?filter=pending',
      '/admin/users',
    ]);
    expect(result.clicked.get('admin-stat-pending-link')).toBe('leads to /admin/transfers?filter=pending');
    expect(result.clicked.get('wire-details')).toBe('changes the page');
    expect(result.clicked.get('wire-reject')).toBe('changes the page');
    expect(result.clicked.get('wire-approve')).toBe('changes the page');
    expect(result.clicked.get('check-reject')).toBe('changes the page');
    expect(result.clicked.get('check-approve')).toBe('changes the page');
    expect(result.clicked.get('locker-item-reject')).toBe('changes the page');
    expect(result.clicked.get('admin-header-dashboard')).toBe('leads to /dashboard');
    expect(result.clicked.get('admin-quick-transactions')).toBe('leads to /admin/transactions');
    expect(result.clicked.get('admin-sidebar-toggle')).toBe('changes the page');
    // The back office has its own frame: its name leads to its overview, and no public header shows.
    expect(result.clicked.get('admin-brand')).toBe('links to the page it is on');
    expect(result.clicked.has('user-menu-admin')).toBe(false);
    expectOwnTitles(result.titles);
    await signOutThroughMenu(page);
  });
});
