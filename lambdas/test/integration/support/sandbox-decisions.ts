import { expect } from 'vitest';
import { callApi, signIn, testUserPool, type ApiResult } from '@sandbank/scripts/test-harness';
import { sandboxLogOf } from '../../../src/data/entities/sandbox/sandbox-log';
import type { TestUser } from './users';

/** A test customer (scenario `new`), made by the toolkit's own create call and signed in with the password it answered. */
export async function newTestCustomer(): Promise<TestUser> {
  const created: ApiResult = await callApi('createTestCustomer', { body: { scenario: 'new' } });
  if (created.status !== 201) throw new Error(`createTestCustomer answered ${created.status}: ${JSON.stringify(created.body)}`);
  const { email, password, userId } = created.body as { email: string; password: string; userId: string };
  return { email, password, userId, ...(await signIn(testUserPool(), email, password)) };
}

/** Asks the sandbox to decide one of the caller's requests. */
export const simulate = (user: TestUser, kind: 'wire' | 'check' | 'locker', id: string, body: { outcome: string; reason?: string }): Promise<ApiResult> =>
  kind === 'wire'
    ? callApi('simulateWire', { token: user.accessToken, params: { wireId: id }, body })
    : kind === 'check'
      ? callApi('simulateCheck', { token: user.accessToken, params: { checkId: id }, body })
      : callApi('simulateLockerItem', { token: user.accessToken, params: { itemId: id }, body });

/** The audit events about one request, as the back office lists them. */
export const auditAbout = async (admin: TestUser, targetId: string) =>
  (await callApi('listAuditEvents', { token: admin.accessToken, query: { targetId } })).body.items as { action: string; actorId: string; after: any }[];

/**
 * What the sandbox recorded about one of `customer`'s requests: the entries of the customer's
 * sandbox log — and nothing on the bank's audit chain, which this checks first.
 */
export async function sandboxRecordsAbout(admin: TestUser, customer: { userId: string }, targetId: string) {
  expect(await auditAbout(admin, targetId)).toEqual([]);
  return (await sandboxLogOf(customer.userId)).filter((entry) => entry.targetId === targetId);
}

export const notificationsOf = async (user: TestUser) =>
  (await callApi('listMyNotifications', { token: user.accessToken, query: { limit: '50' } })).body.items as { kind: string; title: string; text: string; link: string }[];

export { expectLedgerCheckExact } from './sandbox-customers';
