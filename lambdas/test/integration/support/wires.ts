import { randomUUID } from 'node:crypto';
import { callApi, type ApiResult, testStack, waitForWireCode } from '@sandbank/scripts/test-harness';
import { checkingOf } from './banking';
import type { TestUser } from './users';

/** A valid wire request body (a real IBAN and BIC), for `accountId`, with what a test changes. */
export const wireBody = (accountId: string, change: Record<string, unknown> = {}) => ({
  accountId,
  recipientName: 'Jane Doe',
  recipientAccount: 'DE89 3704 0044 0532 0130 00',
  recipientBank: 'Commerzbank',
  swift: 'COBADEFFXXX',
  recipientAddress: '1 Example Street, Berlin',
  amountCents: 10_000,
  purpose: 'family_support',
  ...change,
});

/** The tier's mailbox, read through the harness: the browser journeys use these helpers too, outside Vitest. */
export const sesUrl = () => testStack().urls.ses;

export function createWire(user: TestUser, body: Record<string, unknown>, key: string = randomUUID()): Promise<ApiResult> {
  return callApi('createWire', { token: user.accessToken, body, headers: { 'idempotency-key': key } });
}

export function confirmWire(user: TestUser, wireId: string, code: string, key: string = randomUUID()): Promise<ApiResult> {
  return callApi('confirmWire', { token: user.accessToken, params: { wireId }, body: { code }, headers: { 'idempotency-key': key } });
}

/** The code mailed for one wire, read from the local mailbox as the customer would. */
export const mailedCode = (user: TestUser, wireId: string, notCode?: string) =>
  waitForWireCode(sesUrl(), user.email, { wireId, ...(notCode ? { notCode } : {}) });

/** A wire request of `user`'s checking account, awaiting its code. */
export async function newWireRequest(user: TestUser, change: Record<string, unknown> = {}) {
  const checking = await checkingOf(user);
  const created = await createWire(user, wireBody(checking.id, change));
  if (created.status !== 201) throw new Error(`createWire answered ${created.status}: ${JSON.stringify(created.body)}`);
  return created.body as { id: string; accountId: string; amountCents: number; feeCents: number; status: string };
}

/** A confirmed (held, pending) wire of `user`. */
export async function newPendingWire(user: TestUser, change: Record<string, unknown> = {}) {
  const wire = await newWireRequest(user, change);
  const confirmed = await confirmWire(user, wire.id, await mailedCode(user, wire.id));
  if (confirmed.status !== 200) throw new Error(`confirmWire answered ${confirmed.status}: ${JSON.stringify(confirmed.body)}`);
  return confirmed.body as { id: string; accountId: string; amountCents: number; feeCents: number; status: string; transactionId: string; feeTransactionId: string };
}

export function decideWire(admin: TestUser, wireId: string, decision: 'approve' | 'reject', key: string = randomUUID()): Promise<ApiResult> {
  return decision === 'approve'
    ? callApi('approveWire', { token: admin.accessToken, params: { wireId }, headers: { 'idempotency-key': key } })
    : callApi('rejectWire', { token: admin.accessToken, params: { wireId }, body: { reason: 'Recipient details do not match' }, headers: { 'idempotency-key': key } });
}
