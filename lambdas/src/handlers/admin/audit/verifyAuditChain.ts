import { adminAuditOperations } from '@sandbank/shared/operations/admin/audit';
import { verifyAuditChain } from '../../../domain/audit/audit-chain';
import { createHandler } from '../../../http/create-handler';

export const handler = createHandler(adminAuditOperations, 'verifyAuditChain', () => verifyAuditChain());
