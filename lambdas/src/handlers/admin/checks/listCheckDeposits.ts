import { adminCheckOperations } from '@sandbank/shared/operations/admin/checks';
import { listCheckDeposits } from '../../../domain/checks/check-queue';
import { createHandler } from '../../../http/create-handler';

export const handler = createHandler(adminCheckOperations, 'listCheckDeposits', ({ caller, query }) => listCheckDeposits(caller, query));
