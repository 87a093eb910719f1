import { expect, test } from './support/test';
import { appUrl, createTestUser, openPage, submitSignIn, uniqueEmail, waitForPath } from './support/browser';

test.describe('journey: a new customer signs up', () => {
  test('signs up, confirms with the emailed code and sees three funded accounts', async ({ browser }) => {
    const page = await openPage(browser, 'sign-up', { width: 1366, height: 768 });
    const email = uniqueEmail('sign-up');

    await page.goto(appUrl('/auth'));
    await page.getByTestId('auth-tab-sign-up').click();
    // Sent empty, each field says what it needs, in an element a test can name.
    await page.getByTestId('sign-up-submit').click();
    await expect.poll(() => page.getByTestId('sign-up-first-name-error').textContent()).toBe('First name is required');
    expect(await page.getByTestId('sign-up-last-name-error').textContent()).toBe('Last name is required');
    expect(await page.getByTestId('sign-up-email-error').textContent()).toBe('Enter a valid email address');
    expect(await page.getByTestId('sign-up-password-error').textContent()).toBe('Password must be at least 8 characters long');
    await page.getByTestId('sign-up-first-name').fill('Ada');
    await page.getByTestId('sign-up-last-name').fill('Lovelace');
    await page.getByTestId('sign-up-email').fill(email);
    await page.getByTestId('sign-up-password').fill('analytical-engine');
    expect(await page.getByTestId('sign-up-password-policy').textContent()).toContain('At least 8 characters');
    await page.getByTestId('sign-up-submit').click();

    // The stack fixes every confirmation code to 123456.
    await expect.poll(() => page.getByTestId('confirm-sign-up-email').textContent()).toBe(email);
    await page.getByTestId('confirm-sign-up-code').fill('123456');
    await page.getByTestId('confirm-sign-up-submit').click();

    await waitForPath(page, '/dashboard');
    // A new customer's first page opens their accounts (one transaction of 14 items) while the
    // handlers load for the first time: seconds, not one, on a busy machine.
    await expect.poll(() => page.getByTestId('dashboard-greeting').textContent(), { timeout: 10_000 }).toBe('Welcome back, Ada Lovelace!');
    const balance = (type: string) => page.getByTestId(`account-card-${type}-balance`).textContent();
    await expect.poll(() => balance('checking')).toBe('$12,847.52');
    await expect.poll(() => balance('savings')).toBe('$45,231.89');
    await expect.poll(() => balance('investment')).toBe('$78,945.12');
    await expect.poll(() => page.getByTestId('summary-total-balance').textContent()).toBe('$137,024.53');
    expect(await page.getByTestId('account-card-checking-number').textContent()).toMatch(/^•••• \d{4}$/);
    // Accounts opened today have no history to draw yet: the chart says so rather than a jump from zero.
    await expect.poll(() => page.getByTestId('balance-chart-new').textContent()).toBe(
      'Your accounts opened today with a total of $137,024.53. From tomorrow, this chart shows how it moves day by day.',
    );
    expect(await page.getByTestId('balance-chart').locator('svg').count()).toBe(0);

    // Every page is visibly a sandbox.
    expect(await page.getByTestId('sandbox-ribbon').textContent()).toBe('Sandbox bank — demo data, no real money');
    expect(await page.getByTestId('footer-disclaimer').textContent()).toBe(
      'Sandbank is a demonstration and not a licensed financial institution.',
    );
  });

  test('names each field error on a phone too, and a new customer’s chart says their history starts today', async ({ browser }) => {
    const phone = await openPage(browser, 'sign-up-phone', { width: 375, height: 812 });
    await phone.goto(appUrl('/auth'));
    await phone.getByTestId('auth-tab-sign-up').click();
    await phone.getByTestId('sign-up-email').fill('not-an-email');
    await phone.getByTestId('sign-up-submit').click();
    await expect.poll(() => phone.getByTestId('sign-up-email-error').textContent()).toBe('Enter a valid email address');
    expect(await phone.getByTestId('sign-up-email-error').isVisible()).toBe(true);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const customer = await createTestUser({ label: 'new-customer-phone' });
    await phone.getByTestId('auth-tab-sign-in').click();
    await submitSignIn(phone, customer.email, customer.password);
    await waitForPath(phone, '/dashboard');
    await expect.poll(() => phone.getByTestId('balance-chart-new').textContent(), { timeout: 10_000 }).toContain('Your accounts opened today with a total of $');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
