import { listMyTransactions } from '../domain/transactions/my-transactions';
import { createHandler } from '../lib/http';

export const handler = createHandler('listMyTransactions', ({ caller, query }) => listMyTransactions(caller, query));
