import { adminAccountOperations } from '@sandbank/shared/operations/admin/accounts';
import { listAllAccounts } from '../../../domain/back-office/all-accounts';
import { createAdminHandler } from '../../../http/create-admin-handler';

export const handler = createAdminHandler(adminAccountOperations, 'listAccounts', ({ caller, query }) => listAllAccounts(caller, query));
