import { beforeAll, describe, expect, it } from 'vitest';
import { operationAccess } from '../../../infra/lib/grants';
import { runWithKeyGrants } from '../../../scripts/local/key-grants';
import { deriveKey } from '../../src/data/request-keys';

/*
 * The local gateway's stand-in for IAM on the KMS keys, on this process's real KMS client: a call
 * the function's grants allow goes out (and fails here only because nothing listens), one beyond
 * them is refused before it is sent.
 */

beforeAll(() => {
  Object.assign(process.env, {
    AUDIT_KEY_ID: 'arn:aws:kms:us-east-1:000000000000:key/audit',
    REQUEST_KEY_ID: 'arn:aws:kms:us-east-1:000000000000:key/request',
    WIRE_CODE_KEY_ID: 'arn:aws:kms:us-east-1:000000000000:key/wire-code',
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'test',
    AWS_SECRET_ACCESS_KEY: 'test',
    AWS_ENDPOINT_URL_KMS: 'http://127.0.0.1:9',
    AWS_MAX_ATTEMPTS: '1',
  });
});

const errorName = (promise: Promise<unknown>) => promise.then(() => 'none', (error: Error) => error.name);

describe('functions held to their key grants in one process', () => {
  it('refuses a listing deriving the wire-code key before the call is sent', async () => {
    expect(await errorName(runWithKeyGrants('listMyWires', operationAccess('listMyWires'), () => deriveKey('wireCode')))).toBe('AccessDeniedException');
  });

  it('lets a wire-code function derive it (the call goes out)', async () => {
    const name = await errorName(runWithKeyGrants('createWire', operationAccess('createWire'), () => deriveKey('wireCode')));
    expect(name).not.toBe('AccessDeniedException');
    expect(name).not.toBe('none');
  });
});
