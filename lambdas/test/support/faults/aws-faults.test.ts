import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { documentClient } from '../../../src/lib/clients/dynamodb';
import { installFaults, type FaultLayer } from './aws-faults';

/*
 * The fault layer on the functions' own DynamoDB client, with nothing behind it (every attempt
 * gets a fault, so no request leaves the process): the SDK builds AWS's exceptions from the
 * injected answers and retries those it would retry.
 */

let layer: FaultLayer | undefined;
beforeAll(() => {
  Object.assign(process.env, { AWS_ENDPOINT_URL: 'http://127.0.0.1:9', AWS_REGION: 'us-east-1', AWS_ACCESS_KEY_ID: 'x', AWS_SECRET_ACCESS_KEY: 'x' });
});
afterEach(() => layer?.uninstall());

const failureOf = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as Record<string, any>);
const get = () => documentClient().send(new GetCommand({ TableName: 't', Key: { pk: 'a', sk: 'b' } }));
const transaction = () =>
  documentClient().send(new TransactWriteCommand({ TransactItems: [1, 2, 3].map((n) => ({ Put: { TableName: 't', Item: { pk: `p${n}`, sk: 's' } } })) }));

describe('the fault layer', () => {
  it('throttles as DynamoDB does: the SDK retries it (3 attempts) and then throws ProvisionedThroughputExceededException with its metadata', async () => {
    layer = installFaults({ seed: 1, rate: 1, services: ['dynamodb'], kinds: ['ProvisionedThroughputExceededException'] });
    const error = await failureOf(get());
    expect(error?.name).toBe('ProvisionedThroughputExceededException');
    expect(error?.$fault).toBe('client');
    expect(error?.$metadata).toMatchObject({ httpStatusCode: 400, attempts: 3 });
    expect(layer.injected.get('dynamodb:ProvisionedThroughputExceededException')).toBe(3);
  });

  it('cancels a transaction on a conflict with one reason per item, which the SDK does not retry', async () => {
    layer = installFaults({ seed: 2, rate: 1, services: ['dynamodb'], kinds: ['TransactionConflict'] });
    const error = await failureOf(transaction());
    expect(error?.name).toBe('TransactionCanceledException');
    expect(error?.$metadata).toMatchObject({ httpStatusCode: 400, attempts: 1 });
    const codes = (error?.CancellationReasons as { Code: string }[]).map((reason) => reason.Code);
    expect(codes).toHaveLength(3);
    expect(codes.filter((code) => code === 'TransactionConflict')).toHaveLength(1);
  });

  it('answers 500 and 503 as server faults and times out without a response, each retried', async () => {
    layer = installFaults({ seed: 3, rate: 1, services: ['dynamodb'], kinds: ['InternalServerError'] });
    expect(await failureOf(get())).toMatchObject({ name: 'InternalServerError', $fault: 'server', $metadata: { httpStatusCode: 500, attempts: 3 } });
    layer = installFaults({ seed: 3, rate: 1, services: ['dynamodb'], kinds: ['ServiceUnavailable'] });
    expect(await failureOf(get())).toMatchObject({ $metadata: { httpStatusCode: 503, attempts: 3 } });
    layer = installFaults({ seed: 3, rate: 1, services: ['dynamodb'], kinds: ['TimeoutError'] });
    expect(await failureOf(get())).toMatchObject({ name: 'TimeoutError', $metadata: { attempts: 3 } });
  });

  it('fails exactly the scripted attempts, of the command and requests named, at any rate', async () => {
    layer = installFaults({ seed: 4, rate: 0, services: ['dynamodb'] });
    layer.failNext('dynamodb', 'TransactionConflict', 1, { command: 'TransactWriteItemsCommand', containing: 'p2' });
    layer.failNext('dynamodb', 'TransactionConflict', 1, { containing: 'nowhere' });
    expect(await failureOf(transaction())).toMatchObject({ name: 'TransactionCanceledException' });
    // The script is spent (the other entry matches no request): this one reaches the network.
    layer.failNext('dynamodb', 'InternalServerError', 0);
    expect(await failureOf(transaction())).not.toMatchObject({ name: 'TransactionCanceledException' });
    expect(layer.total()).toBe(1);
  });

  it('draws the same faults in the same order at the same seed', async () => {
    const run = async () => {
      layer = installFaults({ seed: 42, rate: 1, services: ['dynamodb'], kinds: ['TransactionConflict', 'InternalServerError'] });
      const names = [];
      for (let call = 0; call < 3; call += 1) names.push((await failureOf(transaction()))?.name);
      return { names, injected: Object.fromEntries(layer.injected) };
    };
    expect(await run()).toEqual(await run());
  }, 20_000);
});
