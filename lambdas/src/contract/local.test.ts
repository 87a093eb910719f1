import { beforeAll, describe, expect, it } from 'vitest';
import { operationAccess } from '@sandbank/infra/local';
import { runWithKeyGrants } from '../../../scripts/local/key-grants';
import { runWithTableGrants } from '../../../scripts/local/table-grants';
import { entryOfUser } from '../data/entities/transaction';
import { deriveKey } from '../data/request-keys';
import { newEntry } from '../domain/ledger/entries';
import { postMovement } from '../domain/ledger/movement';

/*
 * The local gateway's stand-in for IAM, on this process's real DynamoDB and KMS clients (watched
 * through this contract): a request the function's grants allow goes out (and fails here only
 * because nothing listens), one beyond them is refused before it is sent.
 */

beforeAll(() => {
  Object.assign(process.env, {
    TABLE_NAME: 'grants-test',
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'test',
    AWS_SECRET_ACCESS_KEY: 'test',
    AWS_ENDPOINT_URL_DYNAMODB: 'http://127.0.0.1:9',
    AUDIT_KEY_ID: 'arn:aws:kms:us-east-1:000000000000:key/audit',
    REQUEST_KEY_ID: 'arn:aws:kms:us-east-1:000000000000:key/request',
    WIRE_CODE_KEY_ID: 'arn:aws:kms:us-east-1:000000000000:key/wire-code',
    AWS_ENDPOINT_URL_KMS: 'http://127.0.0.1:9',
    AWS_MAX_ATTEMPTS: '1',
  });
});

const errorName = (promise: Promise<unknown>) => promise.then(() => 'none', (error: Error) => error.name);
const deposit = () => newEntry({ userId: 'user-1', accountId: '01ARZ3NDEKTSV4RRFFQ69G5FAV', type: 'deposit', amountCents: 100, description: 'x' });

describe('functions held to their table grants in one process', () => {
  it('lets a request the grants allow go out', async () => {
    const name = await errorName(runWithTableGrants('getMyTransaction', operationAccess('getMyTransaction'), () => entryOfUser('user-1', '01ARZ3NDEKTSV4RRFFQ69G5FAV')));
    expect(name).not.toBe('AccessDeniedException');
    expect(name).not.toBe('none');
  });

  it('refuses a write from a function that only reads, before anything is sent', async () => {
    const name = await errorName(runWithTableGrants('getMyTransaction', operationAccess('getMyTransaction'), () => postMovement({ postings: [{ entry: deposit(), island: null, contra: 'adjustments' }] })));
    expect(name).toBe('AccessDeniedException');
  });

  it('lets a writer write only where its grants say', async () => {
    const transfer = operationAccess('createInternalTransfer');
    expect(await errorName(runWithTableGrants('createInternalTransfer', transfer, () => postMovement({ postings: [{ entry: deposit(), island: null, contra: 'adjustments' }] })))).not.toBe('AccessDeniedException');
    const withAudit = () => postMovement({ postings: [{ entry: deposit(), island: null, contra: 'adjustments' }], records: [{ Put: { TableName: 'grants-test', Item: { pk: 'AUDIT', sk: 'HEAD' } } }] });
    expect(await errorName(runWithTableGrants('createInternalTransfer', transfer, withAudit))).toBe('AccessDeniedException');
  });

  it('checks nothing outside a function run (the local stack setting itself up)', async () => {
    expect(await errorName(postMovement({ postings: [{ entry: deposit(), island: null, contra: 'adjustments' }] }))).not.toBe('AccessDeniedException');
  });
});

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
