import { adminOverviewOperations } from '@sandbank/shared/operations/admin/overview';
import { bankOverview } from '../../../domain/back-office/bank-overview';
import { createHandler } from '../../../http/create-handler';

export const handler = createHandler(adminOverviewOperations, 'getAdminStats', ({ caller }) => bankOverview(caller));
