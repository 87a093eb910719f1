import { adminPostingOperations } from '@sandbank/shared/operations/admin/postings';
import { adjustAccount } from '../../../domain/back-office/adjustments';
import { createIdempotentHandler } from '../../../http/create-idempotent-handler';

export const handler = createIdempotentHandler(adminPostingOperations, 'adjustAccountBalance', ({ caller, params, body, idempotency }) =>
  adjustAccount(caller, params.accountId, body, idempotency, new Date()),
);
