import { expect, test } from './support/test';
import { appUrl, waitForPath } from './support/browser';

test.describe('journey: an unknown address', () => {
  test('shows the 404 page with a way home', async ({ page }) => {
    await page.goto(appUrl('/no-such-page'));
    await expect.poll(() => page.getByTestId('not-found-title').textContent()).toBe('Oops! Page not found');

    await page.getByTestId('not-found-home-link').click();
    await waitForPath(page, '/');
    await page.getByTestId('home-hero').waitFor();
  });
});
