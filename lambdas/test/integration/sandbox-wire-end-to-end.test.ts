import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { wireMessages } from '@sandbank/shared';
import { callApi, signIn, testUserPool } from '@sandbank/scripts/test-harness';
import { wireBody } from './support/wires';

/*
 * What a test script does with the tester's toolkit alone: a test customer from the public
 * endpoint, a sign-in with the password it answered, a wire, its code read from the customer's
 * own mail by API, the confirmation, the approval simulated — and the balance and the
 * notification as the customer sees them. No administrator, no emulator page.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a wire automated end to end with the toolkit alone', () => {
  it('creates a test customer, signs in, requests a wire, reads its code from /api/sandbox/mail, confirms, simulates the approval, sees the money gone and the notification', async () => {
    const created = await callApi('createTestCustomer', { body: { scenario: 'new', ttlMinutes: 30 } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { email, password, accounts } = created.body as { email: string; password: string; accounts: { id: string; type: string; balanceCents: number }[] };
    const { accessToken: token } = await signIn(testUserPool(), email, password);
    const checking = accounts.find((account) => account.type === 'checking')!;

    const wire = await callApi('createWire', { token, body: wireBody(checking.id, { amountCents: 12_345 }), headers: { 'idempotency-key': randomUUID() } });
    expect(wire.status, JSON.stringify(wire.body)).toBe(201);
    const { id: wireId, feeCents } = wire.body as { id: string; feeCents: number };

    // The code email is kept for the test customer as it is sent; read it as a script would.
    let code: string | undefined;
    for (let attempt = 0; attempt < 20 && code === undefined; attempt += 1) {
      const mail = await callApi('listMySandboxMail', { token });
      expect(mail.status).toBe(200);
      code = (mail.body.items as { text: string; codes: string[] }[]).find((message) => message.text.includes(wireId) || message.codes.length > 0)?.codes[0];
      if (code === undefined) await sleep(250);
    }
    expect(code).toMatch(/^\d{6}$/);

    const confirmed = await callApi('confirmWire', { token, params: { wireId }, body: { code }, headers: { 'idempotency-key': randomUUID() } });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.status).toBe('pending');

    const approved = await callApi('simulateWire', { token, params: { wireId }, body: { outcome: 'approve' } });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.status).toBe('approved');

    const after = await callApi('listMyAccounts', { token });
    const checkingAfter = (after.body.items as { id: string; balanceCents: number; pendingCents: number }[]).find((account) => account.id === checking.id)!;
    expect(checkingAfter.balanceCents).toBe(checking.balanceCents - 12_345 - feeCents);
    expect(checkingAfter.pendingCents).toBe(0);

    const notifications = await callApi('listMyNotifications', { token, query: { limit: '10' } });
    expect((notifications.body.items as { title: string }[]).map((item) => item.title)).toContain(wireMessages.approvedTitle);
  });
});
