import { transactionOperations } from '@sandbank/shared/operations/transactions';
import { listMyTransactions } from '../../domain/transactions/my-transactions';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(transactionOperations, 'listMyTransactions', ({ caller, query }) => listMyTransactions(caller, query));
