import { notFound } from '@sandbank/shared/errors';
import type { MySandbox } from '@sandbank/shared/operations/sandbox';
import { testCustomerOf } from '../../data/entities/sandbox/test-customer';
import type { Caller } from '../caller';

/** The request gate has already let only a live one in. */
export async function getMySandbox(caller: Caller): Promise<MySandbox> {
  const record = await testCustomerOf(caller.userId);
  if (!record) throw notFound('Test customer not found');
  return { userId: record.userId, email: record.email, scenario: record.scenario, createdAt: record.createdAt, expiresAt: record.endsAt };
}
