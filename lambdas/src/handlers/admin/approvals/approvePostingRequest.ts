import { adminApprovalOperations } from '@sandbank/shared/operations/admin/approvals';
import { approvePostingRequest } from '../../../domain/back-office/approvals';
import { createIdempotentAdminHandler } from '../../../http/create-admin-handler';

export const handler = createIdempotentAdminHandler(adminApprovalOperations, 'approvePostingRequest', ({ caller, params, idempotency }) =>
  approvePostingRequest(caller, params.requestId, idempotency),
);
