import { sandboxOperations } from '@sandbank/shared/operations/sandbox';
import { resetSandbox } from '../../domain/sandbox/reset';
import { handleOperation } from '../../http/create-handler';
import { runRepeatableOnce } from '../../http/idempotency';
import { readOptionalIdempotencyKey } from '../../http/request';

// With an optional Idempotency-Key, a replay answers the first reset's result.
export const handler = handleOperation('resetSandbox', sandboxOperations.resetSandbox, ({ caller }, event) => {
  const key = readOptionalIdempotencyKey(event);
  if (key === null) return resetSandbox(caller);
  return runRepeatableOnce({ callerId: caller.userId, operationId: 'resetSandbox', key, payload: {} }, () => resetSandbox(caller));
});
