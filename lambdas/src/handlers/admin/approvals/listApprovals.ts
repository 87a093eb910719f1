import { adminApprovalOperations } from '@sandbank/shared/operations/admin/approvals';
import { listApprovals } from '../../../domain/back-office/approvals';
import { createAdminHandler } from '../../../http/create-admin-handler';

export const handler = createAdminHandler(adminApprovalOperations, 'listApprovals', ({ caller, query }) => listApprovals(caller, query));
