import { adminAuditOperations } from '@sandbank/shared/operations/admin/audit';
import { listAuditEvents } from '../../../domain/audit/audit-chain';
import { createAdminHandler } from '../../../http/create-admin-handler';

export const handler = createAdminHandler(adminAuditOperations, 'listAuditEvents', ({ caller, query }) => listAuditEvents(caller, query));
