import { adminAccountOperations } from '@sandbank/shared/operations/admin/accounts';
import { listAllAccounts } from '../../../domain/back-office/all-accounts';
import { createHandler } from '../../../http/create-handler';

export const handler = createHandler(adminAccountOperations, 'listAccounts', ({ caller, query }) => listAllAccounts(caller, query));
