import { beforeAll, describe, expect, it } from 'vitest';
import { operationAccess } from '../../../infra/lib/grants';
import { runWithTableGrants } from '../../../scripts/local/table-grants';
import { entryOfUser } from '../../src/data/entities/transaction';
import { newEntry } from '../../src/domain/ledger/entries';
import { postMovement } from '../../src/domain/ledger/movement';

/*
 * The local gateway's stand-in for IAM, on this process's real DynamoDB client: a request the
 * function's grants allow goes out (and fails here only because nothing listens), one beyond
 * them is refused before it is sent.
 */

beforeAll(() => {
  Object.assign(process.env, {
    TABLE_NAME: 'grants-test',
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'test',
    AWS_SECRET_ACCESS_KEY: 'test',
    AWS_ENDPOINT_URL_DYNAMODB: 'http://127.0.0.1:9',
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
    const name = await errorName(runWithTableGrants('getMyTransaction', operationAccess('getMyTransaction'), () => postMovement({ postings: [{ entry: deposit() }] })));
    expect(name).toBe('AccessDeniedException');
  });

  it('lets a writer write only where its grants say', async () => {
    const transfer = operationAccess('createInternalTransfer');
    expect(await errorName(runWithTableGrants('createInternalTransfer', transfer, () => postMovement({ postings: [{ entry: deposit() }] })))).not.toBe('AccessDeniedException');
    const withAudit = () => postMovement({ postings: [{ entry: deposit() }], records: [{ Put: { TableName: 'grants-test', Item: { pk: 'AUDIT', sk: 'HEAD' } } }] });
    expect(await errorName(runWithTableGrants('createInternalTransfer', transfer, withAudit))).toBe('AccessDeniedException');
  });

  it('checks nothing outside a function run (the local stack setting itself up)', async () => {
    expect(await errorName(postMovement({ postings: [{ entry: deposit() }] }))).not.toBe('AccessDeniedException');
  });
});
