import { adminApprovalOperations } from '@sandbank/shared/operations/admin/approvals';
import { rejectPostingRequest } from '../../../domain/back-office/approvals';
import { createIdempotentAdminHandler } from '../../../http/create-admin-handler';

export const handler = createIdempotentAdminHandler(adminApprovalOperations, 'rejectPostingRequest', ({ caller, params, body, idempotency }) =>
  rejectPostingRequest(caller, params.requestId, body.reason, idempotency),
);
