import { expect, test } from './support/test';
import { appUrl, openPage } from './support/browser';

test.describe('journey: a visitor looks for help on the home page', () => {
  test('finds the two support mail links and the app’s own typeface, on a wide and on a small screen', async ({ browser }) => {
    for (const [name, viewport] of [
      ['home-wide', { width: 1366, height: 768 }],
      ['home-phone', { width: 375, height: 812 }],
    ] as const) {
      const page = await openPage(browser, name, viewport);
      await page.goto(appUrl('/'));
      const support = page.getByTestId('home-support-email');
      const security = page.getByTestId('home-security-email');
      await support.scrollIntoViewIfNeeded();
      expect(await support.isVisible(), name).toBe(true);
      expect(await support.getAttribute('href')).toBe('mailto:support@example.com');
      expect(await support.textContent()).toBe('support@example.com');
      expect(await security.isVisible(), name).toBe(true);
      expect(await security.getAttribute('href')).toBe('mailto:security@example.com');
      expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(viewport.width);
      // The headings are set in the app's own typeface, served with it, whatever fonts the system has.
      const headingFont = await page.evaluate(async () => {
        await document.fonts.ready;
        const loaded = [...document.fonts].some((face) => face.family.replace(/["']/g, '') === 'Inter' && face.status === 'loaded');
        return { loaded, family: getComputedStyle(document.querySelector('h1') ?? document.body).fontFamily };
      });
      expect(headingFont.loaded, name).toBe(true);
      expect(headingFont.family).toMatch(/^"?Inter"?,/);
    }
  });

  test("gets Bootstrap's rules before the app's own, which override them as written", async ({ page }) => {
    await page.goto(appUrl('/'));
    await page.getByTestId('site-header').waitFor();
    const places = await page.evaluate(() => {
      const selectors = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => (rule instanceof CSSStyleRule ? rule.selectorText : '')));
      return { bootstrap: selectors.indexOf('.btn'), app: selectors.indexOf('.site-header') };
    });
    expect(places.bootstrap).toBeGreaterThanOrEqual(0);
    expect(places.app).toBeGreaterThan(places.bootstrap);
  });
});
