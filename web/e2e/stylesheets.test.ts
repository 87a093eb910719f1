import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { appUrl, openPage } from './support/browser';

/*
 * The shell's stylesheet ships in two cuts (app/shell-stylesheets.ts): the public pages load only
 * theirs; sign-in, the developers page and the signed-in part load the whole app's, which goes
 * right after it and must then decide the cascade alone.
 */

interface StyleRule {
  /** The conditions it applies under (its media queries…), outermost first. */
  context: string;
  selectors: string[];
  declarations: string[];
}

/**
 * The stylesheets of the page, in the order they apply: their addresses, and each one's style
 * rules as the browser reads them, at-rules' own rules within.
 */
const stylesheetsOf = (page: Page) =>
  page.evaluate(() => {
    // Commas between selectors, not within :not(…) and the like.
    const selectorsOf = (text: string) => text.split(/,(?![^(]*\))/).map((selector) => selector.trim());
    const rulesOf = (list: CSSRuleList, context: string): StyleRule[] =>
      [...list].flatMap((rule): StyleRule[] => {
        if (rule instanceof CSSStyleRule) {
          const declarations = [...rule.style].map((property) => `${property}:${rule.style.getPropertyValue(property)}${rule.style.getPropertyPriority(property)}`);
          return [{ context, selectors: selectorsOf(rule.selectorText), declarations }];
        }
        if (rule instanceof CSSGroupingRule) return rulesOf(rule.cssRules, `${context}${rule.cssText.slice(0, rule.cssText.indexOf('{')).trim()} `);
        return [];
      });
    return [...document.styleSheets].map((sheet) => ({ href: sheet.href ?? '', rules: rulesOf(sheet.cssRules, '') }));
  });

const hasSelector = (rules: readonly StyleRule[], selector: string) => rules.some((rule) => rule.selectors.includes(selector));

/** What each element of the page looks like: the computed properties a cascade in the wrong order would change. */
const looksOf = (page: Page) =>
  page.evaluate(() => {
    const properties = ['display', 'position', 'color', 'background-color', 'font-family', 'font-size', 'font-weight', 'margin', 'padding', 'border', 'border-radius', 'width', 'height', 'gap'];
    return [...document.querySelectorAll('#root *')].map((element) => {
      const style = getComputedStyle(element);
      return `${element.tagName}.${element.getAttribute('class') ?? ''} ${properties.map((property) => style.getPropertyValue(property)).join('|')}`;
    });
  });

/** Moves within the app as its links do (no pointer left hovering anything). */
const navigateInApp = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

/**
 * Whether every rule of `part` is in `whole`, in the same order — in the same conditions, with
 * perhaps more selectors and declarations (what only `whole`'s code uses): then `part` followed by
 * `whole` applies as `whole` alone.
 */
function isWithinInOrder(part: readonly StyleRule[], whole: readonly StyleRule[]): boolean {
  const within = (inner: readonly string[], outer: readonly string[]) => inner.every((item) => outer.includes(item));
  let at = 0;
  for (const rule of part) {
    while (at < whole.length && !(whole[at]!.context === rule.context && within(rule.selectors, whole[at]!.selectors) && within(rule.declarations, whole[at]!.declarations))) at += 1;
    if (at === whole.length) return false;
    at += 1;
  }
  return true;
}

test.describe("journey: a visitor goes from the public pages to sign-in and back", () => {
  test('downloads only the public pages’ cut of the stylesheet; once the whole app’s follows it, the home page looks the same', async ({ browser }) => {
    for (const [name, viewport] of [
      ['stylesheets-wide', { width: 1366, height: 768 }],
      ['stylesheets-phone', { width: 375, height: 812 }],
    ] as const) {
      const page = await openPage(browser, name, viewport);
      await page.goto(appUrl('/'));
      await page.getByTestId('home-hero').waitFor();
      await page.evaluate(() => document.fonts.ready);
      const [publicCut, ...publicFeatures] = await stylesheetsOf(page);
      const looksBefore = await looksOf(page);
      // The public cut leaves out what only other pages use (the signed-in screens' lists).
      expect(hasSelector(publicCut!.rules, '.list-group')).toBe(false);

      await navigateInApp(page, '/auth');
      await page.getByTestId('auth-panel').waitFor();
      const [first, wholeCut, ...features] = await stylesheetsOf(page);
      expect(first!.href).toBe(publicCut!.href);
      // The whole app's cut comes right after the public one, before the features' stylesheets that override both.
      expect(wholeCut!.href).not.toBe(publicCut!.href);
      expect(features.map((sheet) => sheet.href)).toEqual(expect.arrayContaining(publicFeatures.map((sheet) => sheet.href)));
      expect(hasSelector(wholeCut!.rules, '.list-group')).toBe(true);
      expect(isWithinInOrder(publicCut!.rules, wholeCut!.rules), name).toBe(true);

      await page.goBack();
      await page.getByTestId('home-hero').waitFor();
      expect(await looksOf(page), name).toEqual(looksBefore);
    }
  });

  test('gets the whole app’s cut alone when the first page is sign-in', async ({ page }) => {
    await page.goto(appUrl('/auth'));
    await page.getByTestId('auth-panel').waitFor();
    const sheets = await stylesheetsOf(page);
    const shellCuts = sheets.filter((sheet) => hasSelector(sheet.rules, ':root'));
    expect(shellCuts).toHaveLength(1);
    expect(hasSelector(shellCuts[0]!.rules, '.list-group')).toBe(true);
  });
});
