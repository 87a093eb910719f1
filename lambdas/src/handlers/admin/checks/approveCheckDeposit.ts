import { adminCheckOperations } from '@sandbank/shared/operations/admin/checks';
import { approveCheckDeposit } from '../../../domain/checks/decide-check';
import { createIdempotentHandler } from '../../../http/create-idempotent-handler';

export const handler = createIdempotentHandler(adminCheckOperations, 'approveCheckDeposit', ({ caller, params, idempotency }) =>
  approveCheckDeposit(caller, params.checkId, idempotency),
);
