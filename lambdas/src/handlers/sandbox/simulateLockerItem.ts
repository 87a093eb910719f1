import { sandboxOperations } from '@sandbank/shared/operations/sandbox';
import { simulateLockerItem } from '../../domain/sandbox/simulate-locker';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(sandboxOperations, 'simulateLockerItem', ({ caller, params, body }) =>
  simulateLockerItem(caller, params.itemId, body),
);
