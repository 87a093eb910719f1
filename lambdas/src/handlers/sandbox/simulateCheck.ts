import { sandboxOperations } from '@sandbank/shared/operations/sandbox';
import { simulateCheck } from '../../domain/sandbox/simulate-check';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(sandboxOperations, 'simulateCheck', ({ caller, params, body }) => simulateCheck(caller, params.checkId, body));
