import { adminPostingOperations } from '@sandbank/shared/operations/admin/postings';
import { adjustUser } from '../../../domain/back-office/adjustments';
import { createIdempotentAdminHandler } from '../../../http/create-admin-handler';

export const handler = createIdempotentAdminHandler(adminPostingOperations, 'adjustUserBalance', ({ caller, params, body, idempotency }) =>
  adjustUser(caller, params.userId, body, idempotency, new Date()),
);
