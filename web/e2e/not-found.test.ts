import { describe, expect, it } from 'vitest';
import { appUrl, useBrowser, openPage, waitForPath } from './support/browser';

describe('journey: an unknown address', () => {
  const browser = useBrowser();

  it('shows the 404 page with a way home', async () => {
    const page = await openPage(browser(), 'not-found');

    await page.goto(appUrl('/no-such-page'));
    await expect.poll(() => page.getByTestId('not-found-title').textContent()).toBe('Oops! Page not found');

    await page.getByTestId('not-found-home-link').click();
    await waitForPath(page, '/');
    await page.getByTestId('home-hero').waitFor();
  });
});
