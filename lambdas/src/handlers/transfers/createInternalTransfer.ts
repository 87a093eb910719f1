import { transferOperations } from '@sandbank/shared/operations/transfers';
import { createInternalTransfer } from '../../domain/transfers/internal-transfer';
import { createIdempotentHandler } from '../../http/create-idempotent-handler';

export const handler = createIdempotentHandler(transferOperations, 'createInternalTransfer', ({ caller, body, idempotency }) =>
  createInternalTransfer(caller, body, idempotency),
);
