import { describe, expect, it } from 'vitest';
import type { HttpError } from '@sandbank/shared/errors';
import type { OperationDefinition } from '@sandbank/shared/operation';
import type { Caller } from '../domain/caller';
import { authorize } from './request';

const operation = (access: OperationDefinition['access']) => ({ method: 'GET', path: '/api/test', access, summary: 'test' }) as unknown as OperationDefinition;
const administrator: Caller = { userId: 'admin-1', username: 'admin-1', isAdmin: true, isTestCustomer: false, signedInWithMfa: true };
const refusal = (run: () => void) => {
  try {
    run();
    return null;
  } catch (error) {
    const { status, code, message } = error as HttpError;
    return { status, code, message };
  }
};

describe('authorize', () => {
  it('lets an administrator whose session signed in with a code reach admin operations', () => {
    expect(refusal(() => authorize(operation('admin'), administrator))).toBeNull();
  });

  it('answers 403 mfa_required, saying why, to an administrator whose session did not sign in with a code', () => {
    for (const caller of [{ ...administrator, signedInWithMfa: false }, { ...administrator, signedInWithMfa: undefined }]) {
      expect(refusal(() => authorize(operation('admin'), caller))).toEqual({
        status: 403,
        code: 'mfa_required',
        message: expect.stringMatching(/authenticator app code.*sign in again/),
      });
    }
  });

  it('still answers a customer 403 forbidden on admin operations, and never asks customers for a code', () => {
    const customer: Caller = { userId: 'user-1', username: 'user-1', isAdmin: false, isTestCustomer: false, signedInWithMfa: false };
    expect(refusal(() => authorize(operation('admin'), customer))).toMatchObject({ status: 403, code: 'forbidden' });
    expect(refusal(() => authorize(operation('customer'), customer))).toBeNull();
    expect(refusal(() => authorize(operation('customer'), { ...administrator, signedInWithMfa: false }))).toBeNull();
  });
});
