import { describe, expect, it } from 'vitest';
import { operationAccess, tablePermissions } from '@sandbank/infra/local';
import { accessesOf, isAllowed, matchesPattern } from './table-grants';

const S = (value: string) => ({ S: value });
const allowedFor = (operationId: string) => {
  const permissions = tablePermissions(operationAccess(operationId));
  return (request: Parameters<typeof accessesOf>[0]) => accessesOf(request).every((access) => isAllowed(permissions, access));
};

describe('reading a DynamoDB request as IAM does', () => {
  it('finds the partition key of item calls, table queries and every item of a transaction', () => {
    expect(accessesOf({ action: 'GetItem', input: { Key: { pk: S('USER#1'), sk: S('PROFILE') } } })).toEqual([{ action: 'GetItem', partition: 'USER#1' }]);
    expect(accessesOf({ action: 'PutItem', input: { Item: { pk: S('AUDIT'), sk: S('HEAD') } } })).toEqual([{ action: 'PutItem', partition: 'AUDIT' }]);
    expect(
      accessesOf({ action: 'Query', input: { KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)', ExpressionAttributeValues: { ':pk': S('USER#2'), ':p': S('TX#') } } }),
    ).toEqual([{ action: 'Query', partition: 'USER#2' }]);
    expect(
      accessesOf({
        action: 'Query',
        input: { KeyConditionExpression: '#sort = :s AND #p = :v', ExpressionAttributeNames: { '#p': 'pk', '#sort': 'sk' }, ExpressionAttributeValues: { ':v': S('AUDIT'), ':s': S('x') } },
      }),
    ).toEqual([{ action: 'Query', partition: 'AUDIT' }]);
    expect(accessesOf({ action: 'Query', input: { IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :p' } })).toEqual([{ action: 'Query', index: 'gsi1' }]);
    expect(
      accessesOf({
        action: 'TransactWriteItems',
        input: {
          TransactItems: [
            { Put: { Item: { pk: S('IDEMPOTENCY#a'), sk: S('IDEMPOTENCY') } } },
            { Update: { Key: { pk: S('USER#1'), sk: S('ACCOUNT#1') } } },
            { ConditionCheck: { Key: { pk: S('USER#1'), sk: S('ACCOUNT#2') } } },
            { Delete: { Key: { pk: S('USER#3'), sk: S('X') } } },
          ],
        },
      }),
    ).toEqual([
      { action: 'PutItem', partition: 'IDEMPOTENCY#a' },
      { action: 'UpdateItem', partition: 'USER#1' },
      { action: 'ConditionCheckItem', partition: 'USER#1' },
      { action: 'DeleteItem', partition: 'USER#3' },
    ]);
    expect(accessesOf({ action: 'Scan', input: {} })).toEqual([{ action: 'Scan', partition: null }]);
  });

  it('matches partition keys like IAM StringLike', () => {
    expect(matchesPattern('USER#*', 'USER#abc')).toBe(true);
    expect(matchesPattern('USER#*', 'USER#')).toBe(true);
    expect(matchesPattern('USER#*', 'XUSER#abc')).toBe(false);
    expect(matchesPattern('AUDIT', 'AUDIT')).toBe(true);
    expect(matchesPattern('AUDIT', 'AUDITX')).toBe(false);
    expect(matchesPattern('A.C', 'ABC')).toBe(false);
  });
});

describe('the grants the local gateway holds each function to', () => {
  it('let onboarding write customer partitions and number reservations, and nothing else', () => {
    const getMe = allowedFor('getMe');
    expect(getMe({ action: 'PutItem', input: { Item: { pk: S('USER#1') } } })).toBe(true);
    expect(getMe({ action: 'PutItem', input: { Item: { pk: S('ACCOUNTNUMBER#CHK0000000001') } } })).toBe(true);
    expect(getMe({ action: 'PutItem', input: { Item: { pk: S('AUDIT') } } })).toBe(false);
    expect(getMe({ action: 'PutItem', input: { Item: { pk: S('IDEMPOTENCY#x') } } })).toBe(false);
    expect(getMe({ action: 'DeleteItem', input: { Key: { pk: S('USER#1') } } })).toBe(false);
    expect(getMe({ action: 'Query', input: { IndexName: 'gsi1' } })).toBe(false);
  });

  it('let a reader read its partitions and indexes, and never write', () => {
    const checkLedger = allowedFor('checkLedger');
    expect(checkLedger({ action: 'Query', input: { IndexName: 'gsi2' } })).toBe(true);
    expect(checkLedger({ action: 'GetItem', input: { Key: { pk: S('USER#1') } } })).toBe(true);
    expect(checkLedger({ action: 'GetItem', input: { Key: { pk: S('AUDIT') } } })).toBe(false);
    expect(checkLedger({ action: 'UpdateItem', input: { Key: { pk: S('USER#1') } } })).toBe(false);
    expect(allowedFor('getMyTransaction')({ action: 'TransactWriteItems', input: { TransactItems: [{ Put: { Item: { pk: S('USER#1') } } }] } })).toBe(false);
  });

  it('refuse a whole transaction when one item is beyond the grants', () => {
    const transfer = allowedFor('createInternalTransfer');
    const item = (pk: string) => ({ Put: { Item: { pk: S(pk) } } });
    expect(transfer({ action: 'TransactWriteItems', input: { TransactItems: [item('IDEMPOTENCY#a'), item('USER#1')] } })).toBe(true);
    expect(transfer({ action: 'TransactWriteItems', input: { TransactItems: [item('IDEMPOTENCY#a'), item('AUDIT')] } })).toBe(false);
  });

  it('refuse what no grant names: scans, batch calls, a request without a partition', () => {
    const adjust = allowedFor('adjustAccountBalance');
    expect(adjust({ action: 'Scan', input: {} })).toBe(false);
    expect(adjust({ action: 'BatchWriteItem', input: {} })).toBe(false);
    expect(adjust({ action: 'GetItem', input: { Key: {} } })).toBe(false);
  });
});
