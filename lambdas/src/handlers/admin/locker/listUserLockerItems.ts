import { adminLockerOperations } from '@sandbank/shared/operations/admin/locker';
import { listCustomerLocker } from '../../../domain/locker/locker-back-office';
import { createAdminHandler } from '../../../http/create-admin-handler';

export const handler = createAdminHandler(adminLockerOperations, 'listUserLockerItems', ({ params }) => listCustomerLocker(params.userId));
