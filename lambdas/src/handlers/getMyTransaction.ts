import { getMyTransaction } from '../domain/transactions/my-transactions';
import { createHandler } from '../lib/http';

export const handler = createHandler('getMyTransaction', ({ caller, params }) =>
  getMyTransaction(caller, params.transactionId),
);
