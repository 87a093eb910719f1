import type { OperationId } from '@sandbank/shared';
import { callOperation, type ApiCall, type ApiResult } from './api';
import { testStack } from './stack-info';

export type { ApiCall, ApiResult } from './api';

/** Calls an operation through the gateway of the stack started for this test tier. */
export const callApi = <T = any>(operationId: OperationId, call: ApiCall = {}): Promise<ApiResult<T>> =>
  callOperation<T>(testStack().urls.gateway, operationId, call);
