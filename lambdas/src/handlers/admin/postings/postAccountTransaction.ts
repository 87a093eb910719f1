import { adminPostingOperations } from '@sandbank/shared/operations/admin/postings';
import { postAccountTransaction } from '../../../domain/back-office/post-transaction';
import { createIdempotentAdminHandler } from '../../../http/create-admin-handler';

export const handler = createIdempotentAdminHandler(adminPostingOperations, 'postAccountTransaction', ({ caller, params, body, idempotency }) =>
  postAccountTransaction(caller, params.accountId, body, idempotency, new Date()),
);
