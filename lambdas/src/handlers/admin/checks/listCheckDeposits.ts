import { adminCheckOperations } from '@sandbank/shared/operations/admin/checks';
import { listCheckDeposits } from '../../../domain/checks/check-queue';
import { createAdminHandler } from '../../../http/create-admin-handler';

export const handler = createAdminHandler(adminCheckOperations, 'listCheckDeposits', ({ caller, query }) => listCheckDeposits(caller, query));
