import { lockerOperations } from '@sandbank/shared/operations/locker';
import { addMyLockerItem } from '../../domain/locker/add-locker-item';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(lockerOperations, 'addLockerItem', ({ caller, body, outcomes }) => addMyLockerItem(caller, body, outcomes));
