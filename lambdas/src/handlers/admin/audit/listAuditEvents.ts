import { adminAuditOperations } from '@sandbank/shared/operations/admin/audit';
import { listAuditEvents } from '../../../domain/audit/audit-chain';
import { createHandler } from '../../../http/create-handler';

export const handler = createHandler(adminAuditOperations, 'listAuditEvents', ({ caller, query }) => listAuditEvents(caller, query));
