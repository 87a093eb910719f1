import { adminPostingOperations } from '@sandbank/shared/operations/admin/postings';
import { adjustAccount } from '../../../domain/back-office/adjustments';
import { createIdempotentAdminHandler } from '../../../http/create-admin-handler';

export const handler = createIdempotentAdminHandler(adminPostingOperations, 'adjustAccountBalance', ({ caller, params, body, idempotency }) =>
  adjustAccount(caller, params.accountId, body, idempotency, new Date()),
);
