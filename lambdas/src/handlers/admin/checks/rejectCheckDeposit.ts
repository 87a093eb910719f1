import { adminCheckOperations } from '@sandbank/shared/operations/admin/checks';
import { rejectCheckDeposit } from '../../../domain/checks/decide-check';
import { createIdempotentAdminHandler } from '../../../http/create-admin-handler';

export const handler = createIdempotentAdminHandler(adminCheckOperations, 'rejectCheckDeposit', ({ caller, params, body, idempotency }) =>
  rejectCheckDeposit(caller, params.checkId, body.reason, idempotency),
);
