import { lockerOperations } from '@sandbank/shared/operations/locker';
import { addMyLockerItem } from '../../domain/locker/add-locker-item';
import { decideMagicLockerItem } from '../../domain/sandbox/simulate-locker';
import { createHandler } from '../../http/create-handler';
import { outcomeFor } from '../../http/sandbox/outcomes';

export const handler = createHandler(lockerOperations, 'addLockerItem', ({ caller, body }) =>
  addMyLockerItem(caller, body, outcomeFor(caller, decideMagicLockerItem)),
);
