import { adminTransactionOperations } from '@sandbank/shared/operations/admin/transactions';
import { listAllTransactions } from '../../../domain/back-office/all-transactions';
import { createHandler } from '../../../http/create-handler';

export const handler = createHandler(adminTransactionOperations, 'listAllTransactions', ({ caller, query }) => listAllTransactions(caller, query));
