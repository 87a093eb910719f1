import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { Browser, Response } from 'playwright-core';
import { launchBrowser } from '../local/chromium';
import { demoLogins } from '../local/demo-logins';
import { userPoolTargetOf } from '../local/users';
import { createUser } from '../test/harness/authenticators';
import { buildWebApp, startPreviewServer } from '../local/web-server';
import { withPrivateStack } from './private-stack';
import { routes, signInSession, type RouteCase, type Session, type Visitor } from './web-routes';

/*
 * `npm run bench:web` — what each page of the web app costs a browser that opens it.
 *
 * One run builds the web app for production, starts a private local stack (fresh temp data,
 * ports +BENCH_PORT_OFFSET) and serves the build with Vite's preview server, `/api` and
 * `/config.json` proxied to the local gateway as in development. It signs a demo customer and a
 * demo administrator in through the sign-in form, then opens every route in a fresh browser
 * context (empty cache; the signed-in ones with that user's stored session) and records the
 * JavaScript and CSS the page fetched — raw and gzip-compressed — with its Largest Contentful
 * Paint and Cumulative Layout Shift. Each route is opened `--runs` times; the medians are kept.
 * It prints a table on stderr and one JSON line on stdout. A measurement, not a test: it exits 0
 * whether or not a budget is met, and 1 only if the run itself failed.
 */

/** The home page's targets for Largest Contentful Paint and Cumulative Layout Shift on localhost. */
const HOME_LCP_TARGET_MS = 1000;
const CLS_TARGET = 0.05;

const usage = 'Usage: npm run bench:web [-- --runs N] [--files]\n  --files  also list every JavaScript and CSS file each route fetched (on stderr)';

const log = (line: string) => process.stderr.write(`[bench:web] ${line}\n`);
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

interface BenchOptions {
  runs: number;
  portOffset: number;
  listFiles: boolean;
}

function readOptions(): BenchOptions {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '3' }, files: { type: 'boolean', default: false }, help: { type: 'boolean', default: false } },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, got "${values.runs}"\n${usage}`);
  return { runs, portOffset: Number(process.env.BENCH_PORT_OFFSET ?? 16_000), listFiles: values.files };
}

/*
 * Collects Largest Contentful Paint and the layout shifts from the first moment of the page, in
 * the page itself (a string: this workspace compiles without the DOM typings).
 */
const vitalsObserver = `
  window.__vitals = { lcp: 0, shifts: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__vitals.lcp = entry.renderTime || entry.loadTime || entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.hadRecentInput) window.__vitals.shifts.push({ at: entry.startTime, value: entry.value });
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

/** CLS as browsers report it: the largest session window (gaps < 1 s, at most 5 s long) of shifts. */
function cumulativeLayoutShift(shifts: readonly { at: number; value: number }[]): number {
  let largest = 0;
  let current = 0;
  let windowStart = 0;
  let previous = Number.NEGATIVE_INFINITY;
  for (const shift of shifts) {
    if (shift.at - previous >= 1000 || shift.at - windowStart >= 5000) {
      current = 0;
      windowStart = shift.at;
    }
    current += shift.value;
    previous = shift.at;
    largest = Math.max(largest, current);
  }
  return largest;
}

interface Transferred {
  raw: number;
  gzip: number;
  files: number;
}

interface LoadMeasurement {
  js: Transferred;
  css: Transferred;
  lcpMs: number;
  cls: number;
  /** Each file fetched: its path and gzip size. */
  files: { path: string; gzip: number }[];
}

const kindOf = (response: Response): 'js' | 'css' | null => {
  const type = response.headers()['content-type'] ?? '';
  if (/javascript/.test(type)) return 'js';
  if (/text\/css/.test(type)) return 'css';
  return null;
};

/** Opens one route in a fresh context (cold cache) and measures what it fetched and how it painted. */
async function measureLoad(browser: Browser, url: string, route: RouteCase, storageState: Session | undefined): Promise<LoadMeasurement> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...(storageState ? { storageState } : {}) });
  try {
    const page = await context.newPage();
    await page.addInitScript(vitalsObserver);
    const bodies: Promise<{ kind: 'js' | 'css'; path: string; body: Buffer } | null>[] = [];
    page.on('response', (response) => {
      const kind = kindOf(response);
      const path = new URL(response.url()).pathname;
      if (kind && response.ok()) bodies.push(response.body().then((body) => ({ kind, path, body }), () => null));
    });
    await page.goto(url);
    await page.locator(route.ready).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const vitals = (await page.evaluate('window.__vitals')) as { lcp: number; shifts: { at: number; value: number }[] };
    const totals = { js: { raw: 0, gzip: 0, files: 0 }, css: { raw: 0, gzip: 0, files: 0 } };
    const files: LoadMeasurement['files'] = [];
    for (const asset of await Promise.all(bodies)) {
      if (!asset) continue;
      const total = totals[asset.kind];
      const gzip = gzipSync(asset.body).length;
      total.raw += asset.body.length;
      total.gzip += gzip;
      total.files += 1;
      files.push({ path: asset.path, gzip });
    }
    return { ...totals, files, lcpMs: vitals.lcp, cls: cumulativeLayoutShift(vitals.shifts) };
  } finally {
    await context.close();
  }
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

interface RouteResult {
  route: string;
  as: Visitor;
  jsFiles: number;
  jsBytes: number;
  jsGzipBytes: number;
  cssBytes: number;
  cssGzipBytes: number;
  lcpMs: number;
  cls: number;
  budgetGzipKb: number;
  withinBudget: boolean;
  cssBudgetGzipKb: number;
  cssWithinBudget: boolean;
}

function summarize(route: RouteCase, loads: LoadMeasurement[]): RouteResult {
  const jsGzipBytes = median(loads.map((load) => load.js.gzip));
  return {
    route: route.path,
    as: route.as,
    jsFiles: median(loads.map((load) => load.js.files)),
    jsBytes: median(loads.map((load) => load.js.raw)),
    jsGzipBytes,
    cssBytes: median(loads.map((load) => load.css.raw)),
    cssGzipBytes: median(loads.map((load) => load.css.gzip)),
    lcpMs: Math.round(median(loads.map((load) => load.lcpMs))),
    cls: Math.round(median(loads.map((load) => load.cls)) * 1000) / 1000,
    budgetGzipKb: route.budgetKb,
    withinBudget: jsGzipBytes <= route.budgetKb * 1024,
    cssBudgetGzipKb: route.cssBudgetKb,
    cssWithinBudget: median(loads.map((load) => load.css.gzip)) <= route.cssBudgetKb * 1024,
  };
}

function printTable(results: readonly RouteResult[]): void {
  const header = ['route', 'as', 'JS files', 'JS KB', 'JS gzip KB', 'budget', 'CSS KB', 'CSS gzip KB', 'budget', 'LCP ms', 'CLS'];
  const rows = results.map((result) => [
    result.route,
    result.as,
    String(result.jsFiles),
    String(kb(result.jsBytes)),
    String(kb(result.jsGzipBytes)),
    `${result.budgetGzipKb}${result.withinBudget ? '' : ' OVER'}`,
    String(kb(result.cssBytes)),
    String(kb(result.cssGzipBytes)),
    `${result.cssBudgetGzipKb}${result.cssWithinBudget ? '' : ' OVER'}`,
    String(result.lcpMs),
    String(result.cls),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  for (const row of [header, ...rows]) log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  '));
}

async function benchWeb({ runs, portOffset, listFiles }: BenchOptions) {
  log('building the web app for production');
  await buildWebApp({ quiet: true });

  return withPrivateStack({ name: 'web', portOffset, log }, async (stack, { ports, dataDir, onStop }) => {
    const web = await startPreviewServer({ port: ports.web, gatewayUrl: stack.urls.gateway, cognitoUrl: stack.urls.cognito, quiet: true });
    onStop(web.stop);
    const logins = await demoLogins(dataDir);
    const pool = userPoolTargetOf(stack);
    await createUser(pool, { ...logins.customer, firstName: 'Demo', lastName: 'Customer' });
    await createUser(pool, { ...logins.admin, firstName: 'Demo', lastName: 'Administrator', admin: true });

    const browser = await launchBrowser();
    onStop(() => browser.close());
    const webUrl = web.url;
    log('signing the demo customer and administrator in');
    const sessions: Record<Visitor, Session | undefined> = {
      visitor: undefined,
      customer: await signInSession(browser, webUrl, logins.customer, '/dashboard', '[data-testid="account-card-checking"]'),
      admin: await signInSession(browser, webUrl, logins.admin, '/admin', '[data-testid="admin-overview"]'),
    };

    // One load nobody counts: the first one pays for the browser's and the server's cold start.
    await measureLoad(browser, webUrl, routes[0]!, undefined);

    const results: RouteResult[] = [];
    for (const route of routes) {
      log(`${route.path} as ${route.as}: ${runs} cold loads`);
      const loads: LoadMeasurement[] = [];
      for (let run = 0; run < runs; run += 1) {
        loads.push(await measureLoad(browser, new URL(route.path, webUrl).toString(), route, sessions[route.as]));
      }
      if (listFiles) {
        for (const file of [...loads[0]!.files].sort((a, b) => b.gzip - a.gzip)) log(`    ${String(kb(file.gzip)).padStart(6)} KB  ${file.path}`);
      }
      results.push(summarize(route, loads));
    }
    return results;
  });
}

try {
  const results = await benchWeb(readOptions());
  printTable(results);
  const home = results.find((result) => result.route === '/');
  console.log(
    JSON.stringify({
      routes: results,
      allWithinBudget: results.every((result) => result.withinBudget && result.cssWithinBudget),
      homeLcpMs: home?.lcpMs ?? null,
      homeLcpTargetMs: HOME_LCP_TARGET_MS,
      homeCls: home?.cls ?? null,
      clsTarget: CLS_TARGET,
      meetsHomeTargets: home ? home.lcpMs <= HOME_LCP_TARGET_MS && home.cls < CLS_TARGET : false,
    }),
  );
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
}
