import { adminApprovalOperations } from '@sandbank/shared/operations/admin/approvals';
import { rejectPostingRequest } from '../../../domain/back-office/approvals';
import { createIdempotentHandler } from '../../../http/create-idempotent-handler';

export const handler = createIdempotentHandler(adminApprovalOperations, 'rejectPostingRequest', ({ caller, params, body, idempotency }) =>
  rejectPostingRequest(caller, params.requestId, body.reason, idempotency),
);
