import { sandboxOperations } from '@sandbank/shared/operations/sandbox';
import { simulateWire } from '../../domain/sandbox/simulate-wire';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(sandboxOperations, 'simulateWire', ({ caller, params, body }) => simulateWire(caller, params.wireId, body));
