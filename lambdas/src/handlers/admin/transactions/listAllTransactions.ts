import { adminTransactionOperations } from '@sandbank/shared/operations/admin/transactions';
import { listAllTransactions } from '../../../domain/back-office/all-transactions';
import { createAdminHandler } from '../../../http/create-admin-handler';

export const handler = createAdminHandler(adminTransactionOperations, 'listAllTransactions', ({ caller, query }) => listAllTransactions(caller, query));
