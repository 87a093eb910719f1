import { adminApprovalOperations } from '@sandbank/shared/operations/admin/approvals';
import { approvePostingRequest } from '../../../domain/back-office/approvals';
import { createIdempotentHandler } from '../../../http/create-idempotent-handler';

export const handler = createIdempotentHandler(adminApprovalOperations, 'approvePostingRequest', ({ caller, params, idempotency }) =>
  approvePostingRequest(caller, params.requestId, idempotency),
);
