import { adjustUser } from '../domain/ledger/adjustments';
import { createHandler } from '../lib/http';

export const handler = createHandler('adjustUserBalance', ({ caller, params, body, idempotency }) =>
  adjustUser(caller, params.userId, body, idempotency),
);
