import { adminCheckOperations } from '@sandbank/shared/operations/admin/checks';
import { approveCheckDeposit } from '../../../domain/checks/decide-check';
import { createIdempotentAdminHandler } from '../../../http/create-admin-handler';

export const handler = createIdempotentAdminHandler(adminCheckOperations, 'approveCheckDeposit', ({ caller, params, idempotency }) =>
  approveCheckDeposit(caller, params.checkId, idempotency),
);
