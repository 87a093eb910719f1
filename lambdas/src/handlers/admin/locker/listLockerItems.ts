import { adminLockerOperations } from '@sandbank/shared/operations/admin/locker';
import { listLockerQueue } from '../../../domain/locker/locker-back-office';
import { createAdminHandler } from '../../../http/create-admin-handler';

export const handler = createAdminHandler(adminLockerOperations, 'listLockerItems', ({ caller, query }) => listLockerQueue(caller, query));
