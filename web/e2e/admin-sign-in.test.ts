import { expect, test } from './support/test';
import { appUrl, createTestUser, submitSignIn, waitForPath } from './support/browser';

test.describe('journey: where signing in leads', () => {
  test('takes an administrator to /admin', async ({ page }) => {
    const admin = await createTestUser({ label: 'admin', admin: true });
    await page.goto(appUrl('/auth'));
    await submitSignIn(page, admin.email, admin.password);

    await waitForPath(page, '/admin');
    await expect.poll(() => page.getByTestId('admin-overview-title').textContent()).toBe('Admin overview');
    expect(await page.getByTestId('toast-title').first().textContent()).toBe('Welcome back!');
  });

  test('keeps a customer out of /admin', async ({ page }) => {
    const customer = await createTestUser({ label: 'customer' });
    await page.goto(appUrl('/auth'));
    await submitSignIn(page, customer.email, customer.password);
    await waitForPath(page, '/dashboard');

    await page.goto(appUrl('/admin'));
    await waitForPath(page, '/dashboard');
    await page.getByTestId('dashboard-greeting').waitFor();
  });

  test('says why a sign-in failed', async ({ page }) => {
    const customer = await createTestUser({ label: 'wrong-password' });
    await page.goto(appUrl('/auth'));
    await page.getByTestId('sign-in-submit').click();
    await expect
      .poll(() => page.getByTestId('sign-in-error').textContent())
      .toBe('You must provide either an email or phone number and a password');

    await submitSignIn(page, customer.email, 'not-the-password');
    await expect.poll(() => page.getByTestId('toast-title').allTextContents()).toContain('Sign In Failed');
    expect(new URL(page.url()).pathname).toBe('/auth');
  });
});
