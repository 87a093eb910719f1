import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { signInWithCode } from '../../local/authenticator';
import { demoLogins, seedDemoUsers } from '../../local/demo-logins';
import { createUser, signIn, userPoolTargetOf } from '../../local/users';
import { callApi } from '../harness/stack-api';

/*
 * What `npm start` does for its demo users (scripts/local/start.ts): the printed demo customer
 * can receive a transfer right away, before ever signing in, and a restart changes nothing.
 */

const stack = inject('stack');
const pool = userPoolTargetOf(stack);

const accountsOf = async (accessToken: string) => {
  const { status, body } = await callApi('listMyAccounts', { token: accessToken });
  expect(status).toBe(200);
  return body.items as { id: string; type: string; balanceCents: number }[];
};

describe('the demo users npm start makes', () => {
  it('opens the demo customer’s accounts, so another customer’s transfer reaches them at once', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'sandbank-demo-logins-'));
    try {
      const logins = await seedDemoUsers(stack, await demoLogins(dataDir), dataDir);

      const sender = { email: `demo-sender-${randomUUID()}@example.com`, password: 'sender-password-1' };
      await createUser(pool, sender);
      const senderToken = (await signIn(pool, sender.email, sender.password)).accessToken;
      const source = (await accountsOf(senderToken)).find((account) => account.type === 'checking');
      const sent = await callApi('createInternalTransfer', {
        token: senderToken,
        body: { fromAccountId: source?.id, toEmail: logins.customer.email, amountCents: 2_500 },
        headers: { 'idempotency-key': randomUUID() },
      });
      expect(sent.status).toBe(201);

      // Seeding again (the next npm start) keeps the same accounts and what they received.
      const again = await seedDemoUsers(stack, await demoLogins(dataDir), dataDir);
      expect(again.admin.totpSecret).toBe(logins.admin.totpSecret);
      const customerToken = (await signIn(pool, logins.customer.email, logins.customer.password)).accessToken;
      expect((await accountsOf(customerToken)).map((account) => [account.type, account.balanceCents])).toEqual([
        ['checking', 1_284_752 + 2_500],
        ['savings', 4_523_189],
        ['investment', 7_894_512],
      ]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('enrols the demo administrator’s authenticator app, its secret kept with the logins, and signs them in with its code', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'sandbank-demo-admin-'));
    try {
      const logins = await seedDemoUsers(stack, await demoLogins(dataDir), dataDir);
      expect(logins.admin.totpSecret).toMatch(/^[A-Z2-7]{16,}$/);
      expect((await demoLogins(dataDir)).admin.totpSecret).toBe(logins.admin.totpSecret);
      await expect(signIn(pool, logins.admin.email, logins.admin.password)).rejects.toThrow(/SOFTWARE_TOKEN_MFA/);
      const { accessToken } = await signInWithCode(pool, logins.admin.email, logins.admin.password, logins.admin.totpSecret);
      expect((await callApi('getAdminStats', { token: accessToken })).status).toBe(200);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
