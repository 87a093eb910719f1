import { transactionOperations } from '@sandbank/shared/operations/transactions';
import { getMyTransaction } from '../../domain/transactions/my-transactions';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(transactionOperations, 'getMyTransaction', ({ caller, params }) =>
  getMyTransaction(caller, params.transactionId),
);
