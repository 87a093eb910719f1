import { randomUUID } from 'node:crypto';
import { callOperation, type ApiCall, type ApiResult, type StackInfo } from '@sandbank/scripts/test-harness';
import { testStackSetup } from '@sandbank/scripts/test-harness/stack-setup';
import type { OperationId } from '@sandbank/shared';
import { afterAll, beforeAll, inject } from 'vitest';

type TierSettings = Parameters<typeof testStackSetup>[0];

/**
 * A local stack of one test file's own, for settings the tier's stack does not have (a low limit,
 * the toolkit switched off): started before the file's tests and stopped after them, on the tier's
 * ports shifted by `portShift`, its table beside the tier's in the tier's DynamoDB Local. Its
 * handlers run in this process with its environment, so a file that starts one talks to nothing
 * else of the tier's and puts the tier's environment back when it is done.
 */
export function privateStack(settings: Pick<TierSettings, 'name' | 'portShift' | 'bankSettings' | 'rateLimits' | 'originVerifySecret'>) {
  let info: StackInfo | undefined;
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    // Its table lives in the tier's DynamoDB Local, which is warm and otherwise idle while this file runs.
    const tableIn = { url: inject('stack').urls.dynamodb, tableName: `sandbank-${settings.name}-${randomUUID()}` };
    const setup = testStackSetup({ ...settings, web: false, tableIn });
    const provide = (_key: 'stack', value: StackInfo) => (info = value);
    stop = (await setup({ provide } as unknown as Parameters<typeof setup>[0])) as () => Promise<void>;
  }, 180_000);
  afterAll(async () => {
    await stop?.();
    Object.assign(process.env, inject('stack').lambdaEnv);
  }, 60_000);
  const started = () => {
    if (!info) throw new Error('The private stack has not started');
    return info;
  };
  return {
    call: <T = any>(operationId: OperationId, call: ApiCall = {}): Promise<ApiResult<T>> => callOperation<T>(started().urls.gateway, operationId, call),
    info: started,
  };
}
