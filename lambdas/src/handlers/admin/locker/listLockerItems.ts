import { adminLockerOperations } from '@sandbank/shared/operations/admin/locker';
import { listLockerQueue } from '../../../domain/locker/locker-back-office';
import { createHandler } from '../../../http/create-handler';

export const handler = createHandler(adminLockerOperations, 'listLockerItems', ({ caller, query }) => listLockerQueue(caller, query));
