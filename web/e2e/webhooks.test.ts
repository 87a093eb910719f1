import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { operations, WEBHOOK_EVENT_ID_HEADER, WEBHOOK_MAX_ENDPOINTS, WEBHOOK_SIGNATURE_HEADER, type NewTestCustomer } from '@sandbank/shared';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { callApi, signIn, testUserPool } from '@sandbank/scripts/test-harness';
import { webhookVerifierSnippet } from '../src/features/developers/lib/webhook-snippets';
import { appUrl, openPage, submitSignIn, waitForPath } from './support/browser';

/*
 * Webhooks from the browser: a test customer registers an endpoint that points at a receiver this
 * test runs, copies its secret from the one dialog that shows it, sends a test event and checks
 * the receiver got it signed as the developers page says (the page's own verification snippet
 * checks it), sees the delivery succeed, resends it, rotates the secret, and deletes the endpoint.
 * On a phone: the form's checks, the event types by area, and the server's refusal of a sixth
 * endpoint shown in the form.
 */

const eventually = { timeout: 30_000, intervals: [250] };

interface Received {
  headers: IncomingHttpHeaders;
  rawBody: string;
}

/** An HTTP receiver on 127.0.0.1 that keeps every request and answers 204. */
function startReceiver(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, rawBody: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(204).end();
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/sandbank`, received }));
  });
}

type Verify = (rawBody: string, header: string | undefined, secret: string) => boolean;

/** The developers page's verification snippet, saved as a developer would save it and imported. */
async function loadDocumentedVerifier(folder: string): Promise<Verify> {
  const file = join(folder, 'verify-sandbank-signature.mjs');
  await writeFile(file, webhookVerifierSnippet);
  return ((await import(/* @vite-ignore */ pathToFileURL(file).href)) as { verifySandbankSignature: Verify }).verifySandbankSignature;
}

/** POST /api/sandbox/customers, as a test script would call it: no sign-in. */
async function newTestCustomer(): Promise<NewTestCustomer & { password: string }> {
  const response = await fetch(appUrl(operations.createTestCustomer.path), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ scenario: 'new', ttlMinutes: 60 }),
  });
  const created = (await response.json()) as NewTestCustomer;
  // Sent without an Idempotency-Key, so the answer is a first one: only a replay's has no password.
  if (response.status !== 201 || created.password === null) {
    throw new Error(`POST ${operations.createTestCustomer.path} answered ${response.status}: ${JSON.stringify(created)}`);
  }
  return { ...created, password: created.password };
}

async function signInAt(page: Page, customer: { email: string; password: string }): Promise<void> {
  await page.goto(appUrl('/auth'));
  await submitSignIn(page, customer.email, customer.password);
  await waitForPath(page, '/dashboard');
}

const toastTitles = (page: Page) => page.getByTestId('toast-title').allTextContents();
const header = (received: Received, name: string) => {
  const value = received.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

/** Reads the secret the dialog shows once, checks it says so, and closes it; resolves with the secret. */
async function takeSecret(page: Page): Promise<string> {
  // The one that shows the secret: the rotation's question (also about the signing secret) may still be fading out.
  const dialog = page.getByRole('dialog', { name: /signing secret/i }).filter({ has: page.getByTestId('webhook-secret') });
  await dialog.waitFor();
  const secret = await page.getByTestId('webhook-secret').inputValue();
  expect(secret.length).toBeGreaterThanOrEqual(24);
  expect(await page.getByTestId('webhook-secret-warning').textContent()).toContain('won’t see it again');
  await page.getByTestId('webhook-secret-copy').click();
  await expect.poll(() => page.getByTestId('webhook-secret-copy').innerText()).toMatch(/^Copied/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await page.getByTestId('webhook-secret-dialog-done').click();
  await expect.poll(() => page.getByTestId('webhook-secret').count()).toBe(0);
  return secret;
}

test.describe('journey: a customer’s webhooks', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let folder = '';
  let verify: Verify;

  test.beforeAll(async () => {
    receiver = await startReceiver();
    folder = await mkdtemp(join(tmpdir(), 'webhooks-journey-'));
    verify = await loadDocumentedVerifier(folder);
  });
  test.afterAll(async () => {
    await new Promise((resolve) => receiver.server.close(resolve));
    await rm(folder, { recursive: true, force: true });
  });

  test('registers an endpoint, proves a signed test event reached it, resends it, rotates the secret and deletes the endpoint', async ({ browser }) => {
    const customer = await newTestCustomer();
    const page = await openPage(browser, 'webhooks-wide', { width: 1366, height: 768 });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: appUrl('/') });
    await signInAt(page, customer);

    // From the avatar menu to the screen, which has its own title and explains webhooks while there are none.
    await page.getByTestId('user-menu-toggle').click();
    await page.getByTestId('user-menu-webhooks').click();
    await waitForPath(page, '/profile/webhooks');
    await page.getByTestId('webhooks-empty').waitFor();
    expect(await page.title()).toMatch(/^Webhooks/);
    expect(await page.getByTestId('webhooks-empty').textContent()).toContain('A webhook is an address of yours');

    // Register: the receiver's URL, two types from two areas.
    await page.getByTestId('webhooks-add-first').click();
    await page.getByRole('dialog', { name: 'Add endpoint' }).waitFor();
    expect(await page.getByTestId('new-webhook-limit').textContent()).toContain(`up to ${WEBHOOK_MAX_ENDPOINTS} endpoints`);
    await page.getByTestId('new-webhook-url').fill(receiver.url);
    await page.getByTestId('new-webhook-all').uncheck();
    await page.getByTestId('new-webhook-type-wire.approved').check();
    await page.getByTestId('new-webhook-type-check.deposited').check();
    await page.getByTestId('new-webhook-dialog-submit').click();

    // The secret, once.
    const secret = await takeSecret(page);
    const card = page.getByTestId('webhook-card');
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.getByTestId('webhook-url').textContent()).toBe(receiver.url);
    expect(await card.getByTestId('webhook-types').textContent()).toBe('wire.approved, check.deposited');
    expect(await card.getByTestId('webhook-status').textContent()).toBe('Active');

    // A test event: the receiver gets it, signed with the secret as the developers page explains.
    await card.getByTestId('webhook-test').click();
    await expect.poll(() => toastTitles(page), eventually).toContain('Test Event Sent');
    await expect.poll(() => receiver.received.length, eventually).toBe(1);
    const first = receiver.received[0]!;
    const event = JSON.parse(first.rawBody) as { id: string; type: string; createdAt: string; data: unknown };
    expect(event.type).toBe('webhook.test');
    expect(header(first, WEBHOOK_EVENT_ID_HEADER)).toBe(event.id);
    expect(header(first, 'content-type')).toMatch(/^application\/json/);
    expect(verify(first.rawBody, header(first, WEBHOOK_SIGNATURE_HEADER), secret)).toBe(true);
    expect(verify(first.rawBody, header(first, WEBHOOK_SIGNATURE_HEADER), `${secret}x`)).toBe(false);

    // Its delivery lists as succeeded, with the receiver's answer.
    const delivery = card.locator(`[data-testid="webhook-delivery-row"][data-event-id="${event.id}"]`);
    await expect.poll(() => delivery.getAttribute('data-status'), eventually).toBe('succeeded');
    expect(await delivery.getByTestId('webhook-delivery-type').textContent()).toBe('webhook.test');
    expect(await delivery.getByTestId('webhook-delivery-status').textContent()).toBe('Succeeded');
    expect(await delivery.getByTestId('webhook-delivery-attempts').textContent()).toBe('1');
    expect(await delivery.getByTestId('webhook-delivery-code').textContent()).toBe('204');
    expect(await delivery.getByTestId('webhook-delivery-duration').textContent()).toMatch(/^\d+(\.\d)? m?s$/);
    expect(await delivery.getByTestId('webhook-delivery-next-attempt').textContent()).toBe('—');

    // Resend: the same event again, same id, still verifiable.
    await delivery.getByTestId('webhook-delivery-resend').click();
    await expect.poll(() => toastTitles(page), eventually).toContain('Delivery Resent');
    await expect.poll(() => receiver.received.length, eventually).toBe(2);
    const again = receiver.received[1]!;
    expect(header(again, WEBHOOK_EVENT_ID_HEADER)).toBe(event.id);
    expect(JSON.parse(again.rawBody)).toEqual(event);
    expect(verify(again.rawBody, header(again, WEBHOOK_SIGNATURE_HEADER), secret)).toBe(true);
    await expect.poll(() => delivery.getByTestId('webhook-delivery-attempts').textContent(), eventually).toBe('2');

    // Rotate: asked first, naming the endpoint; the new secret shown once signs from now on, the old one no more.
    await card.getByTestId('webhook-rotate').click();
    expect(await page.getByTestId('webhook-rotate-dialog-question').textContent()).toContain(receiver.url);
    await page.getByTestId('webhook-rotate-dialog-submit').click();
    const rotated = await takeSecret(page);
    expect(rotated).not.toBe(secret);
    await card.getByTestId('webhook-test').click();
    await expect.poll(() => receiver.received.length, eventually).toBe(3);
    const third = receiver.received[2]!;
    expect(verify(third.rawBody, header(third, WEBHOOK_SIGNATURE_HEADER), rotated)).toBe(true);
    expect(verify(third.rawBody, header(third, WEBHOOK_SIGNATURE_HEADER), secret)).toBe(false);

    // Delete: asked first, naming the URL; the screen is empty again and nothing more arrives.
    await card.getByTestId('webhook-delete').click();
    expect(await page.getByTestId('webhook-delete-dialog-question').textContent()).toBe(`Delete ${receiver.url}?`);
    await page.getByTestId('webhook-delete-dialog-submit').click();
    await expect.poll(() => toastTitles(page), eventually).toContain('Endpoint Deleted');
    await page.getByTestId('webhooks-empty').waitFor();
  });

  test('on a 375 px phone, checks the form, groups the event types by area, and shows the refusal of a sixth endpoint in the form', async ({ browser }) => {
    const customer = await newTestCustomer();
    const { accessToken } = await signIn(testUserPool(), customer.email, customer.password);
    // All but one of the endpoints allowed, registered by API.
    for (let index = 1; index < WEBHOOK_MAX_ENDPOINTS; index += 1) {
      const created = await callApi('createWebhook', { token: accessToken, body: { url: `${receiver.url}/${index}`, types: ['*'] } });
      expect(created.status).toBe(201);
    }

    const page = await openPage(browser, 'webhooks-phone', { width: 375, height: 812 });
    await signInAt(page, customer);
    await page.goto(appUrl('/profile'));
    await page.getByTestId('profile-webhooks-link').click();
    await waitForPath(page, '/profile/webhooks');
    await expect.poll(() => page.getByTestId('webhook-card').count(), eventually).toBe(WEBHOOK_MAX_ENDPOINTS - 1);
    expect(await page.getByTestId('webhook-types').first().textContent()).toBe('All events');
    expect(await page.getByTestId('webhooks-count').textContent()).toContain(`${WEBHOOK_MAX_ENDPOINTS - 1} of ${WEBHOOK_MAX_ENDPOINTS} endpoints`);

    // The form's own checks, under their fields.
    await page.getByTestId('webhooks-add').click();
    await page.getByRole('dialog', { name: 'Add endpoint' }).waitFor();
    // All events unless unticked; then the types, by area.
    expect(await page.getByTestId('new-webhook-all').isChecked()).toBe(true);
    expect(await page.getByTestId('new-webhook-type-wire.approved').count()).toBe(0);
    await page.getByTestId('new-webhook-all').uncheck();
    for (const area of ['entry', 'wire', 'check', 'locker', 'profile']) expect(await page.getByTestId(`new-webhook-group-${area}`).count()).toBe(1);
    await page.getByTestId('new-webhook-url').fill('example.com/hooks');
    await page.getByTestId('new-webhook-dialog-submit').click();
    await expect.poll(() => page.getByTestId('new-webhook-url-error').textContent()).toBe('Enter a URL starting with https://');
    expect(await page.getByTestId('new-webhook-types-error').textContent()).toBe('Choose at least one event type, or All events');

    // The fifth, from the form.
    await page.getByTestId('new-webhook-url').fill(`${receiver.url}/${WEBHOOK_MAX_ENDPOINTS}`);
    await page.getByTestId('new-webhook-all').check();
    await page.getByTestId('new-webhook-dialog-submit').click();
    await takeSecretOnPhone(page);
    await expect.poll(() => page.getByTestId('webhook-card').count(), eventually).toBe(WEBHOOK_MAX_ENDPOINTS);

    // A sixth: the form says there is no room, and shows the server's refusal in its own words.
    await page.getByTestId('webhooks-add').click();
    await page.getByRole('dialog', { name: 'Add endpoint' }).waitFor();
    expect(await page.getByTestId('new-webhook-limit').textContent()).toContain('delete one before registering another');
    await page.getByTestId('new-webhook-url').fill(`${receiver.url}/6`);
    await page.getByTestId('new-webhook-dialog-submit').click();
    const refused = await callApi('createWebhook', { token: accessToken, body: { url: `${receiver.url}/6`, types: ['*'] } });
    expect(refused.status).toBe(409);
    await expect.poll(() => page.getByTestId('new-webhook-refusal').textContent(), eventually).toBe(refused.body.error.message);
    await page.getByTestId('new-webhook-dialog-cancel').click();

    // Deliveries open on a phone without the page scrolling sideways.
    await page.getByTestId('webhook-deliveries-toggle').first().click();
    await page.getByTestId('webhook-deliveries').first().waitFor();
    await expect.poll(() => page.getByTestId('webhook-deliveries').first().getAttribute('data-loading'), eventually).toBe('false');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

/** On the phone the clipboard is not granted: the secret is read and the dialog closed. */
async function takeSecretOnPhone(page: Page): Promise<void> {
  await page.getByRole('dialog', { name: /signing secret/i }).waitFor();
  expect(await page.getByTestId('webhook-secret').inputValue()).not.toBe('');
  await page.getByTestId('webhook-secret-dialog-done').click();
  await expect.poll(() => page.getByTestId('webhook-secret').count()).toBe(0);
}
