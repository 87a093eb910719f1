import { listAuditEventsPage } from '../data/audit-repository';
import { createHandler } from '../lib/http';

export const handler = createHandler('listAuditEvents', ({ query }) => listAuditEventsPage(query));
