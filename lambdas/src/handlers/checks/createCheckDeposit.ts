import { checkOperations } from '@sandbank/shared/operations/checks';
import { depositCheck } from '../../domain/checks/deposit-check';
import { decideMagicCheck } from '../../domain/sandbox/simulate-check';
import { createIdempotentHandler } from '../../http/create-idempotent-handler';
import { outcomeFor } from '../../http/sandbox/outcomes';

export const handler = createIdempotentHandler(checkOperations, 'createCheckDeposit', ({ caller, body, idempotency }) =>
  depositCheck(caller, body, idempotency, outcomeFor(caller, decideMagicCheck), new Date()),
);
