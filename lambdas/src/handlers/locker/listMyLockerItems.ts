import { lockerOperations } from '@sandbank/shared/operations/locker';
import { listMyLocker } from '../../domain/locker/my-locker';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(lockerOperations, 'listMyLockerItems', ({ caller }) => listMyLocker(caller));
