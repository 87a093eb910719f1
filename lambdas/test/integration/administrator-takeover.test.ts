import { randomUUID } from 'node:crypto';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { apiMessages, wireMessages } from '@sandbank/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi, refreshSession, signIn, testUserPool } from '@sandbank/scripts/test-harness';
import { handler as resetUserPassword } from '../../src/handlers/admin/users/resetUserPassword';
import { documentClient } from '../../src/lib/clients/dynamodb';
import { callerEvent } from '../support/api-event';
import { signInOutcome } from './support/user-pool-state';
import { newUser } from './support/users';
import { decideWire, newPendingWire } from './support/wires';

/*
 * One administrator is never two. The rules that need a second person (no deciding one's own
 * wire) hold only while an administrator cannot take over another's sign-in through the back
 * office, and a password reset is never done without its audit event.
 */

afterEach(() => {
  vi.restoreAllMocks();
});

describe('an administrator holding their own pending wire', () => {
  it("cannot take over another administrator's sign-in to approve it", async () => {
    const [holder, colleague] = await Promise.all([newUser({ admin: true }), newUser({ admin: true })]);
    await callApi('listMyAccounts', { token: holder.accessToken });
    const wire = await newPendingWire(holder);

    const ownApproval = await decideWire(holder, wire.id, 'approve');
    expect(ownApproval).toMatchObject({ status: 403, body: { error: { message: wireMessages.ownWire } } });

    const chosen = `taken-${randomUUID()}`;
    const reset = await callApi('resetUserPassword', { token: holder.accessToken, params: { userId: colleague.userId }, body: { password: chosen } });
    expect(reset).toMatchObject({ status: 403, body: { error: { message: apiMessages.administratorPasswordReset } } });
    await expect(signIn(testUserPool(), colleague.email, chosen)).rejects.toMatchObject({ name: 'NotAuthorizedException' });

    // Still waiting for a second administrator, who decides it with their own sign-in.
    expect((await callApi('getMyWire', { token: holder.accessToken, params: { wireId: wire.id } })).body.status).toBe('pending');
    const approval = await decideWire(colleague, wire.id, 'approve');
    expect(approval).toMatchObject({ status: 200, body: { status: 'approved', decidedBy: colleague.userId } });
  });
});

describe('a password reset whose audit event cannot be recorded', () => {
  it('sets no password and ends no session', async () => {
    const [admin, customer] = await Promise.all([newUser({ admin: true }), newUser()]);
    const client = documentClient();
    const realSend = client.send.bind(client);
    vi.spyOn(client, 'send').mockImplementation(((command: unknown, ...rest: unknown[]) =>
      command instanceof TransactWriteCommand
        ? Promise.reject(new Error('The table is unreachable'))
        : (realSend as (...args: unknown[]) => Promise<unknown>)(command, ...rest)) as typeof client.send);

    const response = (await resetUserPassword(
      callerEvent(admin, {
        admin: true,
        pathParameters: { userId: customer.userId },
        body: JSON.stringify({ password: `new-${randomUUID()}` }),
        headers: { 'content-type': 'application/json' },
      }),
    )) as { statusCode: number };
    vi.restoreAllMocks();

    expect(response.statusCode).toBe(500);
    expect(await signInOutcome(customer.email, customer.password)).toBe('signed in');
    expect(await refreshSession(testUserPool(), customer.refreshToken)).toMatchObject({ accessToken: expect.any(String) });
  });
});
