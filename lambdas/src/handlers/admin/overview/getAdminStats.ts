import { adminOverviewOperations } from '@sandbank/shared/operations/admin/overview';
import { bankOverview } from '../../../domain/back-office/bank-overview';
import { createAdminHandler } from '../../../http/create-admin-handler';

export const handler = createAdminHandler(adminOverviewOperations, 'getAdminStats', ({ caller }) => bankOverview(caller));
