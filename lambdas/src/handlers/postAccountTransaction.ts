import { postAccountTransaction } from '../domain/ledger/post-transaction';
import { createHandler } from '../lib/http';

export const handler = createHandler('postAccountTransaction', ({ caller, params, body, idempotency }) =>
  postAccountTransaction(caller, params.accountId, body, idempotency),
);
