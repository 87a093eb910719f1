import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';

/*
 * Every journey page is checked with axe-core (@axe-core/playwright's AxeBuilder) against WCAG 2.2
 * AA, without the journey asking: every context a journey gets (the `page` fixture's, `openPage`'s)
 * has an auditor in its pages that asks for a check each time a page has settled in a state not
 * checked before in that tab — another address, a dialog or menu opened — and the test fails
 * afterwards on any serious or critical violation (the journeys' `test`, support/test.ts, calls
 * `expectNoAccessibilityViolations` after each). `expectAccessible(page)` checks the current state
 * at once, for states a journey wants checked explicitly (the state at the end of a test is always
 * checked).
 */

/** The WCAG 2.0, 2.1 and 2.2 A and AA rules. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const FAILING_IMPACTS = ['serious', 'critical'];

export interface Violation {
  id: string;
  impact: string;
  help: string;
  helpUrl: string;
  nodes: { target: string; summary: string }[];
}

export interface AccessibilityReport {
  /** The page's path and query when it was checked. */
  url: string;
  /** What was open on it: "dialog", "menu", or nothing. */
  state: string;
  violations: Violation[];
}

/*
 * axe-core (half a megabyte of script) goes into a document only when a state of it is checked,
 * and once: the next check of the same document is told it is there. Most documents a journey
 * loads show a state already checked in that tab (a page reopened, a step back) and never load it.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const axeAlreadyLoaded = 'void window.axe;';
const axeLoaded = "typeof window.axe === 'object'";

/** How long the page must be still (no DOM change) before it counts as settled. */
const QUIET_MS = 400;
/** Loading placeholders usually go away; after this long the page is checked as it is. */
const LOADING_PATIENCE_MS = 5_000;

/*
 * Runs in the page (a string: it is injected as is). Asks for a check once per settled state; the
 * state's signature is the address plus what is open, so a dialog gets its own check.
 */
const auditorSource = `(() => {
  if (window.top !== window || !/^https?:$/.test(location.protocol) || window.__sandbankAudit) return;
  const openParts = () => [
    ...document.querySelectorAll('.modal.show, .offcanvas.show, .dropdown-menu.show'),
  ].map((element) => (element.classList.contains('dropdown-menu') ? 'menu' : 'dialog')).sort().join('+');
  const signature = () => location.pathname + location.search + '|' + openParts();
  const loading = () => document.querySelector('.placeholder, .spinner-border, [aria-busy="true"], [data-loading="true"], .full-screen-spinner');
  // States already checked in this tab, also across reloads: a journey that reopens a page does not pay twice.
  const storageKey = '__sandbankAudited';
  const audited = new Set(JSON.parse(sessionStorage.getItem(storageKey) || '[]'));
  let running = null;
  let timer = 0;
  let settlingSince = 0;

  async function audit(force) {
    while (running) await running;
    const state = signature();
    if (!force && audited.has(state)) return;
    running = (async () => {
      await window.__sandbankAxe(location.pathname + location.search, openParts());
      audited.add(state);
      sessionStorage.setItem(storageKey, JSON.stringify([...audited]));
    })();
    try {
      await running;
    } finally {
      running = null;
    }
  }

  function schedule() {
    clearTimeout(timer);
    if (!settlingSince) settlingSince = Date.now();
    timer = setTimeout(() => {
      if (document.readyState !== 'complete' || (loading() && Date.now() - settlingSince < ${LOADING_PATIENCE_MS})) return schedule();
      settlingSince = 0;
      audit(false).catch((error) => console.error('Accessibility audit failed', error));
    }, ${QUIET_MS});
  }

  window.__sandbankAudit = audit;
  const observe = () => {
    new MutationObserver(schedule).observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
    schedule();
  };
  if (document.documentElement) observe();
  else document.addEventListener('DOMContentLoaded', observe);
})();`;

/** The reports of each page a test opened, until the test's end checks them. */
const reportsByPage = new Map<Page, AccessibilityReport[]>();

function reportsOf(page: Page): AccessibilityReport[] {
  let reports = reportsByPage.get(page);
  if (!reports) reportsByPage.set(page, (reports = []));
  return reports;
}

/** The serious and critical WCAG 2.2 AA violations of the page as it is now. */
async function violationsOf(page: Page): Promise<Violation[]> {
  // Legacy mode checks the page and its frames in place; the default would open a blank page in the
  // journey's context for every check.
  // Every frame of the page must have it; a frame that came after the last check has not.
  const loaded = (await Promise.all(page.frames().map((frame) => frame.evaluate(axeLoaded).catch(() => false)))).every(Boolean);
  const result = await new AxeBuilder({ page, axeSource: loaded ? axeAlreadyLoaded : axeSource }).withTags(WCAG_TAGS).options({ resultTypes: ['violations'] }).setLegacyMode(true).analyze();
  return result.violations
    .filter((violation) => FAILING_IMPACTS.includes(violation.impact ?? ''))
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      helpUrl: violation.helpUrl,
      nodes: violation.nodes.slice(0, 5).map((node) => ({ target: node.target.join(' '), summary: node.failureSummary ?? '' })),
    }));
}

/** Audits every page of this context on every settled state from now on (for every document it loads). */
export async function installAccessibilityAudits(context: BrowserContext): Promise<void> {
  for (const page of context.pages()) reportsOf(page);
  context.on('page', (page) => reportsOf(page));
  await context.exposeBinding('__sandbankAxe', async ({ page }, url: string, state: string) => {
    reportsOf(page).push({ url, state, violations: await violationsOf(page) });
  });
  await context.addInitScript({ content: auditorSource });
}

function describeViolations(reports: readonly AccessibilityReport[]): string {
  const lines: string[] = [];
  for (const report of reports) {
    for (const violation of report.violations) {
      lines.push(`- ${report.url}${report.state ? ` (${report.state} open)` : ''} [${violation.impact}] ${violation.id}: ${violation.help}`);
      lines.push(`    ${violation.helpUrl}`);
      for (const node of violation.nodes) {
        lines.push(`    at ${node.target}`);
        for (const line of node.summary.split('\n')) if (line.trim()) lines.push(`      ${line.trim()}`);
      }
    }
  }
  return lines.join('\n');
}

function failOn(reports: readonly AccessibilityReport[]): void {
  const failing = reports.filter((report) => report.violations.length > 0);
  if (failing.length === 0) return;
  const count = failing.reduce((sum, report) => sum + report.violations.length, 0);
  throw new Error(`Accessibility (axe, WCAG 2.2 AA): ${count} serious or critical violation(s)\n${describeViolations(failing)}`);
}

/** Checks the page in its current state and fails on any serious or critical violation. */
export async function expectAccessible(page: Page): Promise<void> {
  const reports = reportsByPage.get(page);
  if (!reports) throw new Error('expectAccessible needs a page of an audited context (the page fixture, openPage)');
  // The state is the one a person reads once its transitions (a fade, a slide) have ended, not a frame half-way.
  await page.waitForFunction(() => !document.getAnimations().some((animation) => animation instanceof CSSTransition));
  const before = reports.length;
  await page.evaluate('window.__sandbankAudit(true)');
  failOn(reports.slice(before));
}

/**
 * Checks every page opened since the last call: each one's current state, then every report
 * collected on the way. Throws a readable list of what is wrong, and where.
 */
export async function expectNoAccessibilityViolations(): Promise<AccessibilityReport[]> {
  const all: AccessibilityReport[] = [];
  for (const [page, reports] of reportsByPage) {
    if (!page.isClosed() && /^https?:/.test(page.url())) {
      await page.evaluate('window.__sandbankAudit && window.__sandbankAudit(true)').catch(() => undefined);
    }
    all.push(...reports);
  }
  reportsByPage.clear();
  if (all.length === 0) throw new Error('No page of this journey was checked for accessibility: open pages with the page fixture or openPage');
  failOn(all);
  return all;
}
