import { adminApprovalOperations } from '@sandbank/shared/operations/admin/approvals';
import { listApprovals } from '../../../domain/back-office/approvals';
import { createHandler } from '../../../http/create-handler';

export const handler = createHandler(adminApprovalOperations, 'listApprovals', ({ caller, query }) => listApprovals(caller, query));
