import { adminCheckOperations } from '@sandbank/shared/operations/admin/checks';
import { rejectCheckDeposit } from '../../../domain/checks/decide-check';
import { createIdempotentHandler } from '../../../http/create-idempotent-handler';

export const handler = createIdempotentHandler(adminCheckOperations, 'rejectCheckDeposit', ({ caller, params, body, idempotency }) =>
  rejectCheckDeposit(caller, params.checkId, body.reason, idempotency),
);
