import { createInternalTransfer } from '../domain/ledger/internal-transfer';
import { createHandler } from '../lib/http';

export const handler = createHandler('createInternalTransfer', ({ caller, body, idempotency }) =>
  createInternalTransfer(caller, body, idempotency),
);
