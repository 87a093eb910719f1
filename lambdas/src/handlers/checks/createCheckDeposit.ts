import { checkOperations } from '@sandbank/shared/operations/checks';
import { depositCheck } from '../../domain/checks/deposit-check';
import { createIdempotentHandler } from '../../http/create-idempotent-handler';

export const handler = createIdempotentHandler(checkOperations, 'createCheckDeposit', ({ caller, body, idempotency, outcomes }) =>
  depositCheck(caller, body, idempotency, outcomes),
);
