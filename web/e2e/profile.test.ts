import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { avatarFixturePath, avatarObjectKeys, avatarObjectsOfUser } from '@sandbank/scripts/test-harness/avatar-bucket';
import { appUrl, createTestUser, openPage, submitSignIn, waitForPath, type TestUser } from './support/browser';

/** The object key a shown picture's signed URL names, e.g. `avatars/{userId}/{id}`. */
async function shownPictureKey(page: Page, scope: string): Promise<string> {
  const src = await page.getByTestId(scope).getByTestId('user-avatar-image').getAttribute('src');
  const match = /\/(avatars\/[^?]+)\?/.exec(src ?? '');
  if (!match?.[1]) throw new Error(`No picture URL in ${scope}: ${src}`);
  return match[1];
}

/** True once the picture in `scope` has really loaded from its signed URL. */
const pictureLoaded = (page: Page, scope: string) =>
  page
    .getByTestId(scope)
    .getByTestId('user-avatar-image')
    .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)
    .catch(() => false);

const toastTitles = (page: Page) => page.getByTestId('toast-title').allTextContents();

async function signInAt(page: Page, user: Pick<TestUser, 'email' | 'password'>, landing: string) {
  await page.goto(appUrl('/auth'));
  await submitSignIn(page, user.email, user.password);
  await waitForPath(page, landing);
}

async function choosePicture(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByTestId('avatar-file-input').setInputFiles(file);
}

const fixture = (name: string, mimeType: string) => ({ name, mimeType, buffer: readFileSync(avatarFixturePath(name)) });

test.describe('journey: profile settings', () => {
  test('uploads, replaces and removes the picture, shown in the header and on /profile, and refuses what is not a picture', async ({ browser }) => {
    const customer = await createTestUser({ label: 'profile-avatar' });
    const page = await openPage(browser, 'profile-avatar');
    await signInAt(page, customer, '/dashboard');

    await page.getByTestId('user-menu-toggle').click();
    await page.getByTestId('user-menu-profile').click();
    await waitForPath(page, '/profile');
    await expect.poll(() => page.title()).toMatch(/^Profile Settings/);
    await expect.poll(() => page.getByTestId('user-menu-toggle').getByTestId('user-avatar-initial').textContent()).toBe('P');

    // Upload a PNG: it shows on the page and in the header, from storage.
    await choosePicture(page, fixture('sample.png', 'image/png'));
    await expect.poll(() => toastTitles(page)).toContain('Profile picture updated');
    await expect.poll(() => pictureLoaded(page, 'avatar-editor')).toBe(true);
    await expect.poll(() => pictureLoaded(page, 'user-menu-toggle')).toBe(true);
    const first = await shownPictureKey(page, 'avatar-editor');
    const userId = first.split('/')[1]!;
    expect(await avatarObjectsOfUser(userId)).toEqual([first]);

    // It survives a reload.
    await page.reload();
    await expect.poll(() => pictureLoaded(page, 'user-menu-toggle')).toBe(true);
    expect(await shownPictureKey(page, 'avatar-editor')).toBe(first);

    // Replace it: the old object is gone from the bucket.
    await choosePicture(page, fixture('sample.jpg', 'image/jpeg'));
    await expect.poll(async () => (await shownPictureKey(page, 'avatar-editor').catch(() => first)) !== first).toBe(true);
    const second = await shownPictureKey(page, 'avatar-editor');
    expect(await avatarObjectKeys(first)).toEqual([]);
    expect(await avatarObjectsOfUser(userId)).toEqual([second]);
    await expect.poll(() => pictureLoaded(page, 'user-menu-toggle')).toBe(true);

    // Refused in the browser: an SVG and a 6 MB picture never leave it.
    await choosePicture(page, fixture('drawing.svg', 'image/svg+xml'));
    await expect.poll(() => page.getByTestId('toast-message').allTextContents()).toContain('Please select an image file');
    expect(await toastTitles(page)).toContain('Invalid file type');
    const sixMegabytes = Buffer.concat([readFileSync(avatarFixturePath('sample.png')), Buffer.alloc(6 * 1024 * 1024)]);
    await choosePicture(page, { name: 'holiday.png', mimeType: 'image/png', buffer: sixMegabytes });
    await expect.poll(() => toastTitles(page)).toContain('File too large');
    expect(await page.getByTestId('toast-message').allTextContents()).toContain('Please select an image smaller than 5MB');

    // Refused by the server: a text file named .png passes the browser's check, not the bytes check (its toast replaces the last).
    await choosePicture(page, { name: 'notes.png', mimeType: 'image/png', buffer: readFileSync(avatarFixturePath('text-renamed.png')) });
    await expect.poll(() => toastTitles(page)).toEqual(['Invalid file type']);
    expect(await avatarObjectsOfUser(userId)).toEqual([second]);
    expect(await shownPictureKey(page, 'avatar-editor')).toBe(second);

    // Remove it: the initial shows again and nothing is left in the bucket.
    await page.getByTestId('avatar-remove').click();
    await expect.poll(() => toastTitles(page)).toContain('Profile picture removed');
    await expect.poll(() => page.getByTestId('user-menu-toggle').getByTestId('user-avatar-initial').textContent()).toBe('P');
    expect(await page.getByTestId('avatar-editor').getByTestId('user-avatar-initial').textContent()).toBe('P');
    expect(await avatarObjectsOfUser(userId)).toEqual([]);
  });

  test('saves names, phone and address, and shows the email read-only', async ({ page }) => {
    const customer = await createTestUser({ label: 'profile-details' });
    await signInAt(page, customer, '/dashboard');
    await page.goto(appUrl('/profile'));

    expect(await page.getByTestId('profile-email').inputValue()).toBe(customer.email);
    expect(await page.getByTestId('profile-email').getAttribute('readonly')).not.toBeNull();
    expect(await page.getByTestId('profile-email-hint').textContent()).toBe('Email cannot be changed. Contact support if needed.');

    await page.getByTestId('profile-first-name').fill('');
    await page.getByTestId('profile-phone').fill('call me maybe');
    await page.getByTestId('profile-save').click();
    await expect.poll(() => page.getByTestId('profile-first-name-error').textContent()).toBe('First name is required');
    expect(await page.getByTestId('profile-phone-error').textContent()).toBe('Enter a valid phone number');

    await page.getByTestId('profile-first-name').fill('Ada');
    await page.getByTestId('profile-last-name').fill('Lovelace');
    await page.getByTestId('profile-phone').fill('+44 20 7946 0018');
    await page.getByTestId('profile-address').fill('12 St James’s Square, London');
    await page.getByTestId('profile-save').click();
    await expect.poll(() => toastTitles(page)).toContain('Profile Updated');

    await page.goto(appUrl('/dashboard'));
    await expect.poll(() => page.getByTestId('dashboard-greeting').textContent()).toContain('Ada Lovelace');
    await page.goto(appUrl('/profile'));
    await expect.poll(() => page.getByTestId('profile-phone').inputValue()).toBe('+44 20 7946 0018');
    await page.getByTestId('profile-address').fill('');
    await page.getByTestId('profile-save').click();
    // A new page load since the first save: this is the second save's toast.
    await expect.poll(() => toastTitles(page)).toContain('Profile Updated');
    await page.reload();
    await expect.poll(() => page.getByTestId('profile-last-name').inputValue()).toBe('Lovelace');
    expect(await page.getByTestId('profile-address').inputValue()).toBe('');
  });

  test('changes the password: after signing out the old one fails and the new one works', async ({ page }) => {
    const customer = await createTestUser({ label: 'profile-password' });
    await signInAt(page, customer, '/dashboard');
    await page.goto(appUrl('/profile'));
    const newPassword = 'a much longer passphrase';

    await page.getByTestId('change-password-current').fill(customer.password);
    await page.getByTestId('change-password-new').fill(newPassword);
    await page.getByTestId('change-password-confirm').fill('something else entirely');
    await page.getByTestId('change-password-submit').click();
    await expect.poll(() => page.getByTestId('change-password-confirm-error').textContent()).toBe('New passwords do not match');

    await page.getByTestId('change-password-current').fill('not my password');
    await page.getByTestId('change-password-confirm').fill(newPassword);
    await page.getByTestId('change-password-submit').click();
    await expect.poll(() => page.getByTestId('change-password-current-error').textContent()).toBe('Your current password is not correct.');

    await page.getByTestId('change-password-current').fill(customer.password);
    await page.getByTestId('change-password-submit').click();
    await expect.poll(() => toastTitles(page)).toContain('Password updated successfully');
    expect(await page.getByTestId('change-password-current').inputValue()).toBe('');

    await page.getByTestId('user-menu-toggle').click();
    await page.getByTestId('user-menu-sign-out').click();
    await waitForPath(page, '/');
    await page.getByTestId('user-menu-toggle').waitFor({ state: 'detached' });

    await page.goto(appUrl('/auth'));
    await submitSignIn(page, customer.email, customer.password);
    await expect.poll(() => toastTitles(page)).toContain('Sign In Failed');
    expect(new URL(page.url()).pathname).toBe('/auth');
    await page.getByTestId('sign-in-password').fill(newPassword);
    await page.getByTestId('sign-in-submit').click();
    await waitForPath(page, '/dashboard');
  });

  test('shows the administrator their account and lets them change their password', async ({ page }) => {
    const admin = await createTestUser({ label: 'admin-profile', admin: true });
    await signInAt(page, admin, '/admin');
    await page.goto(appUrl('/admin/profile'));

    await expect.poll(() => page.getByTestId('admin-profile-email').textContent()).toBe(admin.email);
    expect(await page.getByTestId('admin-profile-role').textContent()).toBe('Administrator');
    expect(await page.getByTestId('admin-profile-created').textContent()).toMatch(/\d{4}/);
    await expect.poll(() => page.title()).toMatch(/^Admin Profile/);

    await page.getByTestId('admin-change-password-current').fill(admin.password);
    await page.getByTestId('admin-change-password-new').fill('short');
    await page.getByTestId('admin-change-password-confirm').fill('short');
    await page.getByTestId('admin-change-password-submit').click();
    await expect.poll(() => page.getByTestId('admin-change-password-new-error').textContent()).toBe('Password must be at least 8 characters long');

    await page.getByTestId('admin-change-password-new').fill('the administrator’s new passphrase');
    await page.getByTestId('admin-change-password-confirm').fill('the administrator’s new passphrase');
    await page.getByTestId('admin-change-password-submit').click();
    await expect.poll(() => toastTitles(page)).toContain('Password updated successfully');

    // The back office's own bar signs out (it has no avatar menu).
    await page.getByTestId('admin-header-sign-out').click();
    await waitForPath(page, '/');
    // Signed out once the public header says so (Sign Out leaves for home first, then ends the session).
    await page.getByTestId('header-sign-in').waitFor();
    await page.goto(appUrl('/auth'));
    await submitSignIn(page, admin.email, 'the administrator’s new passphrase');
    await waitForPath(page, '/admin');
  });

  test('fits a 375 px phone: /profile for a customer, /admin/profile for an administrator', async ({ browser }) => {
    const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
    const customer = await createTestUser({ label: 'profile-phone' });
    const phone = await openPage(browser, 'profile-phone', { width: 375, height: 812 });
    await signInAt(phone, customer, '/dashboard');
    await phone.goto(appUrl('/profile'));
    await phone.getByTestId('profile-form').waitFor();
    expect(await pageWidth(phone)).toBeLessThanOrEqual(375);

    const admin = await createTestUser({ label: 'admin-profile-phone', admin: true });
    const adminPhone = await openPage(browser, 'admin-profile-phone', { width: 375, height: 812 });
    await signInAt(adminPhone, admin, '/admin');
    await adminPhone.goto(appUrl('/admin/profile'));
    await expect.poll(() => adminPhone.getByTestId('admin-profile-email').textContent()).toBe(admin.email);
    expect(await pageWidth(adminPhone)).toBeLessThanOrEqual(375);
  });
});
