import { describe, expect, it } from 'vitest';
import { appUrl, createTestUser, useBrowser, openPage, submitSignIn, waitForPath } from './support/browser';

describe('journey: where signing in leads', () => {
  const browser = useBrowser();

  it('takes an administrator to /admin', async () => {
    const admin = await createTestUser({ label: 'admin', admin: true });
    const page = await openPage(browser(), 'admin-sign-in');

    await page.goto(appUrl('/auth'));
    await submitSignIn(page, admin.email, admin.password);

    await waitForPath(page, '/admin');
    await expect.poll(() => page.getByTestId('admin-overview-title').textContent()).toBe('Admin overview');
    expect(await page.getByTestId('toast-title').first().textContent()).toBe('Welcome back!');
  });

  it('keeps a customer out of /admin', async () => {
    const customer = await createTestUser({ label: 'customer' });
    const page = await openPage(browser(), 'customer-not-admin');

    await page.goto(appUrl('/auth'));
    await submitSignIn(page, customer.email, customer.password);
    await waitForPath(page, '/dashboard');

    await page.goto(appUrl('/admin'));
    await waitForPath(page, '/dashboard');
    await page.getByTestId('dashboard-greeting').waitFor();
  });

  it('says why a sign-in failed', async () => {
    const customer = await createTestUser({ label: 'wrong-password' });
    const page = await openPage(browser(), 'sign-in-failed');

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
