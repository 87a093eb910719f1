import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launchBrowser, openPage, waitForPath } from './support/browser';

describe('journey: an unknown address', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the 404 page with a way home', async () => {
    const page = await openPage(browser, 'not-found');

    await page.goto(appUrl('/no-such-page'));
    await expect.poll(() => page.getByTestId('not-found-title').textContent()).toBe('Oops! Page not found');

    await page.getByTestId('not-found-home-link').click();
    await waitForPath(page, '/');
    await page.getByTestId('home-hero').waitFor();
  });
});
