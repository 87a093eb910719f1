import { adminAuditOperations } from '@sandbank/shared/operations/admin/audit';
import { verifyAuditChain } from '../../../domain/audit/audit-chain';
import { createAdminHandler } from '../../../http/create-admin-handler';

export const handler = createAdminHandler(adminAuditOperations, 'verifyAuditChain', () => verifyAuditChain());
