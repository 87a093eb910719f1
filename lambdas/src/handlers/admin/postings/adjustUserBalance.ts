import { adminPostingOperations } from '@sandbank/shared/operations/admin/postings';
import { adjustUser } from '../../../domain/back-office/adjustments';
import { createIdempotentHandler } from '../../../http/create-idempotent-handler';

export const handler = createIdempotentHandler(adminPostingOperations, 'adjustUserBalance', ({ caller, params, body, idempotency }) =>
  adjustUser(caller, params.userId, body, idempotency, new Date()),
);
