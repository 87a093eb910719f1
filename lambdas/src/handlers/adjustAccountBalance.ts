import { adjustAccount } from '../domain/ledger/adjustments';
import { createHandler } from '../lib/http';

export const handler = createHandler('adjustAccountBalance', ({ caller, params, body, idempotency }) =>
  adjustAccount(caller, params.accountId, body, idempotency),
);
