import { adminPostingOperations } from '@sandbank/shared/operations/admin/postings';
import { postAccountTransaction } from '../../../domain/back-office/post-transaction';
import { createIdempotentHandler } from '../../../http/create-idempotent-handler';

export const handler = createIdempotentHandler(adminPostingOperations, 'postAccountTransaction', ({ caller, params, body, idempotency }) =>
  postAccountTransaction(caller, params.accountId, body, idempotency, new Date()),
);
